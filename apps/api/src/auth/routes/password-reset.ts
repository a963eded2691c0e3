import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import type { Portal } from '@ledgerline/sdk/types'
import Joi from 'joi'
import { actorOf } from '../../audit/service.js'
import { checkLinkRoute, setPasswordRoute } from '../account-link-routes.js'
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

export const checkPasswordResetRoute = checkLinkRoute('/api/auth/password-reset/check', passwordReset.link)

/** Ends every session of the account too. */
export const completePasswordResetRoute = setPasswordRoute('/api/auth/password-reset/complete', passwordReset.link)
