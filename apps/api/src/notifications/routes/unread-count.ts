import type { Request, ServerRoute } from '@hapi/hapi'
import { countSchema, noQuery } from '@ledgerline/contracts/schemas'
import { signedIn } from '../../auth/access.js'
import { notificationsService } from '../service.js'

export const unreadCountRoute: ServerRoute = {
  method: 'GET',
  path: '/api/notifications/unread-count',
  options: {
    auth: signedIn,
    validate: { query: noQuery },
    response: { schema: countSchema },
    handler: (request: Request) =>
      notificationsService.unreadCount(request.server.app.db, request.auth.credentials.user!.id),
  },
}
