import type { ServerRoute } from '@hapi/hapi'
import type { PasswordResetInput } from '@ledgerline/contracts'
import { passwordResetPayload, passwordResetRequestedSchema } from '@ledgerline/contracts/schemas'
import { actorOf } from '../../audit/service.js'
import { checkLinkRoute, setPasswordRoute } from '../account-link-routes.js'
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

export const checkPasswordResetRoute = checkLinkRoute('/api/auth/password-reset/check', passwordReset.link)

/** Ends every session of the account too. */
export const completePasswordResetRoute = setPasswordRoute('/api/auth/password-reset/complete', passwordReset.link)
