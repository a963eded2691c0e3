import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { emptyPayload, idParams, noQuery } from '@ledgerline/contracts/schemas'
import { adminOnly } from '../../auth/access.js'
import { webhooksService } from '../service.js'

export const removeWebhookRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'DELETE',
  path: '/api/webhooks/{id}',
  options: {
    auth: adminOnly,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    handler: async (request, h) => {
      await webhooksService.remove(request.server.app.db, request.params.id)
      return h.response().code(204)
    },
  },
}
