import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { idParams, noQuery, userSchema } from '@ledgerline/contracts/schemas'
import { internalOnly } from '../../auth/access.js'
import { userAccounts } from '../accounts.js'

export const getUserRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'GET',
  path: '/api/users/{id}',
  options: {
    auth: internalOnly,
    validate: { params: idParams, query: noQuery },
    response: { schema: userSchema },
    handler: (request) => userAccounts.get(request.server.app.db, request.params.id),
  },
}
