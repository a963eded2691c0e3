import type { ServerRoute } from '@hapi/hapi'
import type { DocumentFilters } from '@ledgerline/sdk/types'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'
import { documentSchema, documentsQuery } from '../schemas.js'
import { documentsService } from '../service.js'

export const listDocumentsRoute: ServerRoute<{ Query: DocumentFilters }> = {
  method: 'GET',
  path: '/api/documents',
  options: {
    auth: signedIn,
    validate: { query: documentsQuery },
    response: { schema: Joi.array().items(documentSchema) },
    handler: (request) => documentsService.list(request.server.app.db, request.auth.credentials.user!, request.query),
  },
}
