import type { Request, ServerRoute } from '@hapi/hapi'
import { signedIn } from '../../auth/access.js'
import { emptyPayload, idParams, noQuery } from '../../models/api-schemas.js'
import { notificationSchema } from '../schemas.js'
import { notificationsService } from '../service.js'

export const markReadRoute: ServerRoute = {
  method: 'POST',
  path: '/api/notifications/{id}/read',
  options: {
    auth: signedIn,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    response: { schema: notificationSchema },
    handler: (request: Request) =>
      notificationsService.markRead(
        request.server.app.db,
        request.auth.credentials.user!.id,
        (request.params as { id: number }).id,
      ),
  },
}
