import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { idParams, userSchema } from '@ledgerline/contracts/schemas'
import { actorOf } from '../../audit/service.js'
import { adminOnly } from '../../auth/access.js'
import { userAccounts } from '../accounts.js'

export const resetUserMfaRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'DELETE',
  path: '/api/users/{id}/mfa',
  options: {
    auth: adminOnly,
    validate: { params: idParams },
    response: { schema: userSchema },
    handler: (request) => userAccounts.resetMfa(request.server.app.db, actorOf(request), request.params.id),
  },
}
