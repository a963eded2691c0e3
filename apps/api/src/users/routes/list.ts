import type { Request, ServerRoute } from '@hapi/hapi'
import { noQuery, userSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { internalOnly } from '../../auth/access.js'
import { usersService } from '../service.js'

export const listUsersRoute: ServerRoute = {
  method: 'GET',
  path: '/api/users',
  options: {
    auth: internalOnly,
    validate: { query: noQuery },
    response: { schema: Joi.array().items(userSchema) },
    handler: (request: Request) => usersService.list(request.server.app.db),
  },
}
