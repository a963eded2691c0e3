import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { emptyPayload, idParams, noQuery, webhookTestResultSchema } from '@ledgerline/contracts/schemas'
import { adminOnly } from '../../auth/access.js'
import { webhooksService } from '../service.js'

/** Sends a signed `webhook.test` event now: 200 `{status}` when the endpoint accepted it, 502 when not. */
export const testWebhookRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'POST',
  path: '/api/webhooks/{id}/test',
  options: {
    auth: adminOnly,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    response: { schema: webhookTestResultSchema },
    handler: (request) => webhooksService.test(request.server.app.db, request.params.id),
  },
}
