import type { ServerRoute } from '@hapi/hapi'
import type { SetDemoRoleInput } from '@ledgerline/contracts'
import { setDemoRolePayload, setDemoRoleSchema } from '@ledgerline/contracts/schemas'
import { signedIn } from '../access.js'
import { authService } from '../service.js'

export const setDemoRoleRoute: ServerRoute<{ Payload: SetDemoRoleInput }> = {
  method: 'POST',
  path: '/api/set-demo-role',
  options: {
    auth: signedIn,
    validate: { payload: setDemoRolePayload },
    response: { schema: setDemoRoleSchema },
    handler: (request) => {
      const { db, config } = request.server.app
      return authService.setDemoRole(db, config, request.auth.credentials.user!.id, request.payload.role)
    },
  },
}
