import type { ServerRoute } from '@hapi/hapi'
import type { DocumentFilters } from '@ledgerline/contracts'
import { documentSchema, documentsQuery } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'
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
