import type { Request, ServerRoute } from '@hapi/hapi'
import { noQuery, libraryItemSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { internalOnly } from '../../auth/access.js'
import { libraryService } from '../service.js'

export const listLibraryFilesRoute: ServerRoute = {
  method: 'GET',
  path: '/api/library/files',
  options: {
    auth: internalOnly,
    validate: { query: noQuery },
    response: { schema: Joi.array().items(libraryItemSchema) },
    handler: (request: Request) => libraryService.listFiles(request.server.app.db),
  },
}
