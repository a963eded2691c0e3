import type { ServerRoute } from '@hapi/hapi'
import type { WebhookDeliveriesQuery } from '@ledgerline/contracts'
import Joi from 'joi'
import { webhookDeliveriesQuery, webhookDeliverySchema } from '@ledgerline/contracts/schemas'
import { adminOnly } from '../../auth/access.js'
import { webhooksService } from '../service.js'

/** The latest deliveries (outbox rows of kind webhook) with their status, attempts and last error. */
export const webhookDeliveriesRoute: ServerRoute<{ Query: WebhookDeliveriesQuery }> = {
  method: 'GET',
  path: '/api/webhooks/deliveries',
  options: {
    auth: adminOnly,
    validate: { query: webhookDeliveriesQuery },
    response: { schema: Joi.array().items(webhookDeliverySchema) },
    handler: (request) => webhooksService.deliveries(request.server.app.db, request.query),
  },
}
