import type { Request, ServerRoute } from '@hapi/hapi'
import { accountLinkInfoSchema, linkTokenPayload } from '../schemas.js'
import { invitationsService } from '../invitations.js'

/** Open without a session: the invitee has none yet. The token travels in the body, never in a URL. */
export const checkInvitationRoute: ServerRoute = {
  method: 'POST',
  path: '/api/invitations/check',
  options: {
    auth: false,
    validate: { payload: linkTokenPayload },
    response: { schema: accountLinkInfoSchema },
    handler: (request: Request) =>
      invitationsService.check(request.server.app.db, (request.payload as { token: string }).token),
  },
}
