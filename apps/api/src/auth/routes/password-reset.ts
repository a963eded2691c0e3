import type { ServerRoute } from '@hapi/hapi'
import type { LinkTokenInput, PasswordResetInput, SetPasswordInput } from '@ledgerline/contracts'
import {
  accountLinkInfoSchema,
  linkTokenPayload,
  passwordResetPayload,
  passwordResetRequestedSchema,
  setPasswordPayload,
} from '@ledgerline/contracts/schemas'
import { actorOf } from '../../audit/service.js'
import { passwordReset } from '../password-reset.js'

/** Open without a session (the person cannot sign in); behind the gate like sign-in. */
export const requestPasswordResetRoute: ServerRoute<{ Payload: PasswordResetInput }> = {
  method: 'POST',
  path: '/api/auth/password-reset',
  options: {
    auth: false,
    validate: { payload: passwordResetPayload },
    response: { schema: passwordResetRequestedSchema },
    async handler(request, h) {
      const { db, config } = request.server.app
      const answer = await passwordReset.request(db, config, request.payload, actorOf(request))
      request.server.plugins.outbox.wake()
      return h.response(answer).code(202)
    },
  },
}

export const checkPasswordResetRoute: ServerRoute<{ Payload: LinkTokenInput }> = {
  method: 'POST',
  path: '/api/auth/password-reset/check',
  options: {
    auth: false,
    validate: { payload: linkTokenPayload },
    response: { schema: accountLinkInfoSchema },
    handler: (request) => passwordReset.check(request.server.app.db, request.payload.token),
  },
}

export const completePasswordResetRoute: ServerRoute<{ Payload: SetPasswordInput }> = {
  method: 'POST',
  path: '/api/auth/password-reset/complete',
  options: {
    auth: false,
    validate: { payload: setPasswordPayload },
    async handler(request, h) {
      const { db, config } = request.server.app
      const { token, password } = request.payload
      await passwordReset.complete(db, config, token, password, actorOf(request))
      return h.response().code(204)
    },
  },
}
