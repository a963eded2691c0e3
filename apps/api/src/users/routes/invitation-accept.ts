import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { actorOf } from '../../audit/service.js'
import { setPasswordPayload } from '../schemas.js'
import { invitationsService } from '../invitations.js'

export const acceptInvitationRoute: ServerRoute = {
  method: 'POST',
  path: '/api/invitations/accept',
  options: {
    auth: false,
    validate: { payload: setPasswordPayload },
    async handler(request: Request, h: ResponseToolkit) {
      const { db, config } = request.server.app
      const { token, password } = request.payload as { token: string; password: string }
      await invitationsService.accept(db, config, token, password, actorOf(request))
      return h.response().code(204)
    },
  },
}
