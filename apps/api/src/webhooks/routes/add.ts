import type { ServerRoute } from '@hapi/hapi'
import type { WebhookEndpointInput } from '@ledgerline/contracts'
import { noQuery, webhookEndpointCreatedSchema, webhookInputSchema } from '@ledgerline/contracts/schemas'
import { adminOnly } from '../../auth/access.js'
import { webhooksService } from '../service.js'

/** 201 with the endpoint and its signing `secret`, which is never shown again. */
export const addWebhookRoute: ServerRoute<{ Payload: WebhookEndpointInput }> = {
  method: 'POST',
  path: '/api/webhooks',
  options: {
    auth: adminOnly,
    payload: { allow: 'application/json' },
    validate: { query: noQuery, payload: webhookInputSchema.required() },
    response: { status: { 201: webhookEndpointCreatedSchema } },
    handler: async (request, h) => {
      const { endpoint, secret } = await webhooksService.add(request.server.app.db, request.payload)
      return h.response({ ...endpoint, secret }).code(201)
    },
  },
}
