import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import type { WebhookEndpointInput } from '@ledgerline/sdk/types'
import { adminOnly, noQuery } from '../schemas.js'
import { webhookInputSchema, webhooksService } from '../service.js'

/** 201 with the endpoint and its signing `secret`, which is never shown again. */
export const addWebhookRoute: ServerRoute = {
  method: 'POST',
  path: '/api/webhooks',
  options: {
    auth: adminOnly,
    payload: { allow: 'application/json' },
    validate: { query: noQuery, payload: webhookInputSchema.required() },
    handler: async (request: Request, h: ResponseToolkit) => {
      const { endpoint, secret } = await webhooksService.add(
        request.server.app.db,
        request.payload as WebhookEndpointInput,
      )
      return h.response({ ...endpoint, secret }).code(201)
    },
  },
}
