import type { ServerRoute } from '@hapi/hapi'
import type { InvitationInput } from '@ledgerline/contracts'
import { invitationPayload, userSchema } from '@ledgerline/contracts/schemas'
import { actorOf } from '../../audit/service.js'
import { adminOnly } from '../../auth/access.js'
import { invitationsService } from '../invitations.js'

export const inviteUserRoute: ServerRoute<{ Payload: InvitationInput }> = {
  method: 'POST',
  path: '/api/users/invitations',
  options: {
    auth: adminOnly,
    validate: { payload: invitationPayload },
    response: { schema: userSchema },
    async handler(request, h) {
      const { db, config } = request.server.app
      const { user } = await invitationsService.invite(db, config, actorOf(request), request.payload)
      request.server.plugins.outbox.wake()
      return h.response(user).code(201)
    },
  },
}
