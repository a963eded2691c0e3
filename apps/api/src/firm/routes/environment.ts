import type { Request, ServerRoute } from '@hapi/hapi'
import type { EnvironmentKind } from '@ledgerline/contracts'
import { environmentSchema } from '@ledgerline/contracts/schemas'
import { gateExempt } from '../../auth/access.js'
import type { Config } from '../../platform/config.js'

/** Demo mode wins (it may run in production with ALLOW_DEMO_IN_PRODUCTION); otherwise NODE_ENV decides. */
export function environmentOf(config: Pick<Config, 'demoMode' | 'isProduction'>): EnvironmentKind {
  if (config.demoMode) return 'demo'
  return config.isProduction ? 'production' : 'development'
}

/**
 * Which kind of environment this is, so the portal can show SPEC.md §1's environment banner. Open before the
 * gate and sign-in: the banner shows on the gate screen too, and the answer says nothing a visitor can use.
 */
export const showEnvironmentRoute: ServerRoute = {
  method: 'GET',
  path: '/api/environment',
  options: {
    auth: false,
    plugins: gateExempt,
    response: { schema: environmentSchema },
    handler: (request: Request) => ({ environment: environmentOf(request.server.app.config) }),
  },
}
