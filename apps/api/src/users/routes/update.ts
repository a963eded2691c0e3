import type { Request, ServerRoute } from '@hapi/hapi'
import type { UserUpdate } from '@ledgerline/sdk/types'
import { actorOf } from '../../audit/service.js'
import { adminOnly } from '../../auth/access.js'
import { idParams } from '../../models/api-schemas.js'
import { userAccounts } from '../accounts.js'
import { updateUserPayload, userSchema } from '../schemas.js'

export const updateUserRoute: ServerRoute = {
  method: 'PATCH',
  path: '/api/users/{id}',
  options: {
    auth: adminOnly,
    validate: { params: idParams, payload: updateUserPayload },
    response: { schema: userSchema },
    handler: (request: Request) =>
      userAccounts.update(
        request.server.app.db,
        actorOf(request),
        (request.params as { id: number }).id,
        request.payload as UserUpdate,
      ),
  },
}
