import type { Request, ServerRoute } from '@hapi/hapi'
import { adminOnly, noQuery } from '../schemas.js'
import { webhooksService } from '../service.js'

export const listWebhooksRoute: ServerRoute = {
  method: 'GET',
  path: '/api/webhooks',
  options: {
    auth: adminOnly,
    validate: { query: noQuery },
    handler: (request: Request) => webhooksService.list(request.server.app.db),
  },
}
