import type { Request, ServerRoute } from '@hapi/hapi'
import type { Role } from '@ledgerline/sdk/types'
import Joi from 'joi'
import { signedIn } from '../access.js'
import { setDemoRolePayload } from '../schemas.js'
import { authService } from '../service.js'

export const setDemoRoleRoute: ServerRoute = {
  method: 'POST',
  path: '/api/set-demo-role',
  options: {
    auth: signedIn,
    validate: { payload: setDemoRolePayload },
    response: { schema: Joi.object({ role: Joi.string().required() }) },
    handler: (request: Request) => {
      const { db, config } = request.server.app
      return authService.setDemoRole(
        db,
        config,
        request.auth.credentials.user!.id,
        (request.payload as { role: Role }).role,
      )
    },
  },
}
