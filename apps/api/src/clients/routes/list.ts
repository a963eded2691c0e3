import type { Request, ServerRoute } from '@hapi/hapi'
import { noQuery, clientSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { internalOnly } from '../../auth/access.js'
import { clientsService } from '../service.js'

export const listClientsRoute: ServerRoute = {
  method: 'GET',
  path: '/api/clients',
  options: {
    auth: internalOnly,
    validate: { query: noQuery },
    response: { schema: Joi.array().items(clientSchema) },
    handler: (request: Request) => clientsService.list(request.server.app.db),
  },
}
