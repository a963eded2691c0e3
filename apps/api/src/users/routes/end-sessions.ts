import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { endSessionsSchema, idParams } from '@ledgerline/contracts/schemas'
import { actorOf } from '../../audit/service.js'
import { adminOnly } from '../../auth/access.js'
import { userAccounts } from '../accounts.js'

export const endUserSessionsRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'DELETE',
  path: '/api/users/{id}/sessions',
  options: {
    auth: adminOnly,
    validate: { params: idParams },
    response: { schema: endSessionsSchema },
    handler: (request) => userAccounts.endSessions(request.server.app.db, actorOf(request), request.params.id),
  },
}
