import type { Request, ServerRoute } from '@hapi/hapi'
import { authSettingsSchema, noQuery } from '@ledgerline/contracts/schemas'

/** What the sign-in screens need to know before anyone signs in: demo role picking, or real accounts. */
export const authSettingsRoute: ServerRoute = {
  method: 'GET',
  path: '/api/auth/settings',
  options: {
    auth: false,
    validate: { query: noQuery },
    response: { schema: authSettingsSchema },
    handler: (request: Request) => ({
      demoMode: request.server.app.config.demoMode,
      requireMfa: request.server.app.config.requireMfa,
    }),
  },
}
