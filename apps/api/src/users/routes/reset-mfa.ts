import type { Request, ServerRoute } from '@hapi/hapi'
import { actorOf } from '../../audit/service.js'
import { adminOnly } from '../../auth/access.js'
import { idParams } from '../../models/api-schemas.js'
import { userAccounts } from '../accounts.js'
import { userSchema } from '../schemas.js'

export const resetUserMfaRoute: ServerRoute = {
  method: 'DELETE',
  path: '/api/users/{id}/mfa',
  options: {
    auth: adminOnly,
    validate: { params: idParams },
    response: { schema: userSchema },
    handler: (request: Request) =>
      userAccounts.resetMfa(request.server.app.db, actorOf(request), (request.params as { id: number }).id),
  },
}
