import type { Request, ServerRoute } from '@hapi/hapi'
import { noQuery, flowTemplateSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { internalOnly } from '../../auth/access.js'
import { libraryService } from '../service.js'

export const listFlowTemplatesRoute: ServerRoute = {
  method: 'GET',
  path: '/api/library/flow-templates',
  options: {
    auth: internalOnly,
    validate: { query: noQuery },
    response: { schema: Joi.array().items(flowTemplateSchema) },
    handler: (request: Request) => libraryService.listFlowTemplates(request.server.app.db),
  },
}
