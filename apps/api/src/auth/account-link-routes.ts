import type { ServerRoute } from '@hapi/hapi'
import type { LinkTokenInput, SetPasswordInput } from '@ledgerline/contracts'
import { accountLinkInfoSchema, linkTokenPayload, setPasswordPayload } from '@ledgerline/contracts/schemas'
import { actorOf } from '../audit/service.js'
import type { AccountLinkFlow } from './account-links.js'

// The routes of an e-mailed link (an invitation, a password reset) are open without a session: the person has
// none yet, or cannot sign in. They stay behind the gate like sign-in, and the token travels in the body, never
// in a URL.

/** Whom the link is for, so the screen can greet them. */
export const checkLinkRoute = (path: string, flow: AccountLinkFlow): ServerRoute<{ Payload: LinkTokenInput }> => ({
  method: 'POST',
  path,
  options: {
    auth: false,
    validate: { payload: linkTokenPayload },
    response: { schema: accountLinkInfoSchema },
    handler: (request) => flow.check(request.server.app.db, request.payload.token),
  },
})

/** Sets the password with the link, which then stops working. */
export const setPasswordRoute = (path: string, flow: AccountLinkFlow): ServerRoute<{ Payload: SetPasswordInput }> => ({
  method: 'POST',
  path,
  options: {
    auth: false,
    validate: { payload: setPasswordPayload },
    async handler(request, h) {
      const { db, config } = request.server.app
      const { token, password } = request.payload
      await flow.setPassword(db, config, token, password, actorOf(request))
      return h.response().code(204)
    },
  },
})
