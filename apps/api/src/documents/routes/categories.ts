import type { ServerRoute } from '@hapi/hapi'
import { categoriesSchema, noQuery } from '@ledgerline/contracts/schemas'
import { signedIn } from '../../auth/access.js'
import { documentsService } from '../service.js'

export const listCategoriesRoute: ServerRoute = {
  method: 'GET',
  path: '/api/document-categories',
  options: {
    auth: signedIn,
    validate: { query: noQuery },
    response: { schema: categoriesSchema },
    handler: () => documentsService.categories(),
  },
}
