import type { ServerRoute } from '@hapi/hapi'
import { signedIn } from '../../auth/access.js'
import { noQuery } from '../../models/api-schemas.js'
import { categoriesSchema } from '../schemas.js'
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
