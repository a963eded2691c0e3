import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { emptyPayload, idParams, noQuery, notificationSchema } from '@ledgerline/contracts/schemas'
import { signedIn } from '../../auth/access.js'
import { notificationsService } from '../service.js'

export const markReadRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'POST',
  path: '/api/notifications/{id}/read',
  options: {
    auth: signedIn,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    response: { schema: notificationSchema },
    handler: (request) =>
      notificationsService.markRead(request.server.app.db, request.auth.credentials.user!.id, request.params.id),
  },
}
