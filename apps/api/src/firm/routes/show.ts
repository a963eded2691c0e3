import type { Request, ServerRoute } from '@hapi/hapi'
import { firmContactSchema } from '@ledgerline/contracts/schemas'
import { signedIn } from '../../auth/access.js'

export const showFirmRoute: ServerRoute = {
  method: 'GET',
  path: '/api/firm',
  options: {
    auth: signedIn,
    response: { schema: firmContactSchema },
    handler: (request: Request) => request.server.app.config.firm,
  },
}
