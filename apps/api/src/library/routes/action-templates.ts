import type { Request, ServerRoute } from '@hapi/hapi'
import { noQuery, libraryItemSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { internalOnly } from '../../auth/access.js'
import { libraryService } from '../service.js'

export const listActionTemplatesRoute: ServerRoute = {
  method: 'GET',
  path: '/api/library/action-templates',
  options: {
    auth: internalOnly,
    validate: { query: noQuery },
    response: { schema: Joi.array().items(libraryItemSchema) },
    handler: (request: Request) => libraryService.listActionTemplates(request.server.app.db),
  },
}
