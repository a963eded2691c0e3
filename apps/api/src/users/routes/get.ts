import type { Request, ServerRoute } from '@hapi/hapi'
import { internalOnly } from '../../auth/access.js'
import { idParams, noQuery } from '../../models/api-schemas.js'
import { userAccounts } from '../accounts.js'
import { userSchema } from '../schemas.js'

export const getUserRoute: ServerRoute = {
  method: 'GET',
  path: '/api/users/{id}',
  options: {
    auth: internalOnly,
    validate: { params: idParams, query: noQuery },
    response: { schema: userSchema },
    handler: (request: Request) => userAccounts.get(request.server.app.db, (request.params as { id: number }).id),
  },
}
