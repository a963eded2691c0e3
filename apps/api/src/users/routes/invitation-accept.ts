import type { ServerRoute } from '@hapi/hapi'
import type { SetPasswordInput } from '@ledgerline/contracts'
import { setPasswordPayload } from '@ledgerline/contracts/schemas'
import { actorOf } from '../../audit/service.js'
import { invitationsService } from '../invitations.js'

export const acceptInvitationRoute: ServerRoute<{ Payload: SetPasswordInput }> = {
  method: 'POST',
  path: '/api/invitations/accept',
  options: {
    auth: false,
    validate: { payload: setPasswordPayload },
    async handler(request, h) {
      const { db, config } = request.server.app
      const { token, password } = request.payload
      await invitationsService.accept(db, config, token, password, actorOf(request))
      return h.response().code(204)
    },
  },
}
