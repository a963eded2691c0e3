import type { ServerRoute } from '@hapi/hapi'
import type { IdParams, UserUpdate } from '@ledgerline/contracts'
import { idParams, updateUserPayload, userSchema } from '@ledgerline/contracts/schemas'
import { actorOf } from '../../audit/service.js'
import { adminOnly } from '../../auth/access.js'
import { userAccounts } from '../accounts.js'

export const updateUserRoute: ServerRoute<{ Params: IdParams; Payload: UserUpdate }> = {
  method: 'PATCH',
  path: '/api/users/{id}',
  options: {
    auth: adminOnly,
    validate: { params: idParams, payload: updateUserPayload },
    response: { schema: userSchema },
    handler: (request) =>
      userAccounts.update(request.server.app.db, actorOf(request), request.params.id, request.payload),
  },
}
