import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import type { InvitationInput } from '@ledgerline/sdk/types'
import { actorOf } from '../../audit/service.js'
import { adminOnly } from '../../auth/access.js'
import { invitationPayload, invitationsService } from '../invitations.js'
import { userSchema } from '../schemas.js'

export const inviteUserRoute: ServerRoute = {
  method: 'POST',
  path: '/api/users/invitations',
  options: {
    auth: adminOnly,
    validate: { payload: invitationPayload },
    response: { schema: userSchema },
    async handler(request: Request, h: ResponseToolkit) {
      const { db, config } = request.server.app
      const { user } = await invitationsService.invite(db, config, actorOf(request), request.payload as InvitationInput)
      request.server.plugins.outbox.wake()
      return h.response(user).code(201)
    },
  },
}
