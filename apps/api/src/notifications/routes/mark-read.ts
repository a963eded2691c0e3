import type { ServerRoute } from '@hapi/hapi'
import { signedIn } from '../../auth/access.js'
import { emptyPayload, idParams, noQuery } from '../../models/api-schemas.js'
import { notificationSchema } from '../schemas.js'
import { notificationsService } from '../service.js'

export const markReadRoute: ServerRoute<{ Params: { id: number } }> = {
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
