import type { ServerRoute } from '@hapi/hapi'
import Joi from 'joi'
import { adminOnly } from '../schemas.js'
import { webhooksService } from '../service.js'

/** The latest deliveries (outbox rows of kind webhook) with their status, attempts and last error. */
export const webhookDeliveriesRoute: ServerRoute<{ Query: { endpointId?: number; limit: number } }> = {
  method: 'GET',
  path: '/api/webhooks/deliveries',
  options: {
    auth: adminOnly,
    validate: {
      query: Joi.object({
        endpointId: Joi.number().integer().min(1),
        limit: Joi.number().integer().min(1).max(200).default(50),
      }),
    },
    handler: (request) => webhooksService.deliveries(request.server.app.db, request.query),
  },
}
