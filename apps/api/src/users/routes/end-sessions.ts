import type { Request, ServerRoute } from '@hapi/hapi'
import { actorOf } from '../../audit/service.js'
import { adminOnly } from '../../auth/access.js'
import { idParams } from '../../models/api-schemas.js'
import { userAccounts } from '../accounts.js'
import { endSessionsSchema } from '../schemas.js'

export const endUserSessionsRoute: ServerRoute = {
  method: 'DELETE',
  path: '/api/users/{id}/sessions',
  options: {
    auth: adminOnly,
    validate: { params: idParams },
    response: { schema: endSessionsSchema },
    handler: (request: Request) =>
      userAccounts.endSessions(request.server.app.db, actorOf(request), (request.params as { id: number }).id),
  },
}
