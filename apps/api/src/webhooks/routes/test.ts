import type { Request, ServerRoute } from '@hapi/hapi'
import { emptyPayload, idParams } from '../../models/api-schemas.js'
import { adminOnly, noQuery } from '../schemas.js'
import { webhooksService } from '../service.js'

/** Sends a signed `webhook.test` event now: 200 `{status}` when the endpoint accepted it, 502 when not. */
export const testWebhookRoute: ServerRoute = {
  method: 'POST',
  path: '/api/webhooks/{id}/test',
  options: {
    auth: adminOnly,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    handler: (request: Request) => webhooksService.test(request.server.app.db, (request.params as { id: number }).id),
  },
}
