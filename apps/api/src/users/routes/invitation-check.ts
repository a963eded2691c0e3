import type { ServerRoute } from '@hapi/hapi'
import type { LinkTokenInput } from '@ledgerline/contracts'
import { accountLinkInfoSchema, linkTokenPayload } from '@ledgerline/contracts/schemas'
import { invitationsService } from '../invitations.js'

/** Open without a session: the invitee has none yet. The token travels in the body, never in a URL. */
export const checkInvitationRoute: ServerRoute<{ Payload: LinkTokenInput }> = {
  method: 'POST',
  path: '/api/invitations/check',
  options: {
    auth: false,
    validate: { payload: linkTokenPayload },
    response: { schema: accountLinkInfoSchema },
    handler: (request) => invitationsService.check(request.server.app.db, request.payload.token),
  },
}
