import type { Request, ServerRoute } from '@hapi/hapi'
import { noQuery, webhookEndpointSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { adminOnly } from '../../auth/access.js'
import { webhooksService } from '../service.js'

export const listWebhooksRoute: ServerRoute = {
  method: 'GET',
  path: '/api/webhooks',
  options: {
    auth: adminOnly,
    validate: { query: noQuery },
    response: { schema: Joi.array().items(webhookEndpointSchema) },
    handler: (request: Request) => webhooksService.list(request.server.app.db),
  },
}
