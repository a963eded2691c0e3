import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { emptyPayload, idParams } from '../../models/api-schemas.js'
import { adminOnly, noQuery } from '../schemas.js'
import { webhooksService } from '../service.js'

export const removeWebhookRoute: ServerRoute = {
  method: 'DELETE',
  path: '/api/webhooks/{id}',
  options: {
    auth: adminOnly,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    handler: async (request: Request, h: ResponseToolkit) => {
      await webhooksService.remove(request.server.app.db, (request.params as { id: number }).id)
      return h.response().code(204)
    },
  },
}
