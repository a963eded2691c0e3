import type { Request, ServerRoute } from '@hapi/hapi'
import { noQuery, serviceTypeSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { internalOnly } from '../../auth/access.js'
import { conversationsService } from '../service.js'

export const listServiceTypesRoute: ServerRoute = {
  method: 'GET',
  path: '/api/service-types',
  options: {
    auth: internalOnly,
    validate: { query: noQuery },
    response: { schema: Joi.array().items(serviceTypeSchema) },
    handler: (request: Request) => conversationsService.listServiceTypes(request.server.app.db),
  },
}
