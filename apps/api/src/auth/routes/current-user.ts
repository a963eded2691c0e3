import type { Request, ServerRoute } from '@hapi/hapi'
import { currentUserSchema } from '@ledgerline/contracts/schemas'
import { signedIn } from '../access.js'
import { authService } from '../service.js'

export const currentUserRoute: ServerRoute = {
  method: 'GET',
  path: '/api/auth/user',
  options: {
    auth: signedIn,
    response: { schema: currentUserSchema },
    handler: (request: Request) => authService.currentUser(request.server.app.db, request.auth.credentials.user!.id),
  },
}
