import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import type { Portal } from '@ledgerline/sdk/types'
import Joi from 'joi'
import { actorOf } from '../../audit/service.js'
import { accountLinkInfoSchema, linkTokenPayload, setPasswordPayload } from '../../users/schemas.js'
import { passwordReset } from '../password-reset.js'
import { email } from '../schemas.js'

/** Open without a session (the person cannot sign in); behind the gate like sign-in. */
export const requestPasswordResetRoute: ServerRoute = {
  method: 'POST',
  path: '/api/auth/password-reset',
  options: {
    auth: false,
    validate: {
      payload: Joi.object({ email: email.required(), portal: Joi.string().valid('client', 'staff').required() }),
    },
    response: { schema: Joi.object({ message: Joi.string().required() }).label('PasswordResetRequested') },
    async handler(request: Request, h: ResponseToolkit) {
      const { db, config } = request.server.app
      const input = request.payload as { email: string; portal: Portal }
      const answer = await passwordReset.request(db, config, input, actorOf(request))
      request.server.plugins.outbox.wake()
      return h.response(answer).code(202)
    },
  },
}

export const checkPasswordResetRoute: ServerRoute = {
  method: 'POST',
  path: '/api/auth/password-reset/check',
  options: {
    auth: false,
    validate: { payload: linkTokenPayload },
    response: { schema: accountLinkInfoSchema },
    handler: (request: Request) =>
      passwordReset.check(request.server.app.db, (request.payload as { token: string }).token),
  },
}

export const completePasswordResetRoute: ServerRoute = {
  method: 'POST',
  path: '/api/auth/password-reset/complete',
  options: {
    auth: false,
    validate: { payload: setPasswordPayload },
    async handler(request: Request, h: ResponseToolkit) {
      const { db, config } = request.server.app
      const { token, password } = request.payload as { token: string; password: string }
      await passwordReset.complete(db, config, token, password, actorOf(request))
      return h.response().code(204)
    },
  },
}
