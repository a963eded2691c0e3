import type { Request, ServerRoute } from '@hapi/hapi'
import Joi from 'joi'
import { internalOnly } from '../../auth/access.js'
import { noQuery } from '../../models/api-schemas.js'
import { serviceTypeSchema } from '../schemas.js'
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
