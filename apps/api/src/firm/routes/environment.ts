import type { Request, ServerRoute } from '@hapi/hapi'
import Joi from 'joi'
import { gateExempt } from '../../auth/access.js'
import type { Config } from '../../platform/config.js'

export const ENVIRONMENTS = ['development', 'demo', 'production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

/** Demo mode wins (it may run in production with ALLOW_DEMO_IN_PRODUCTION); otherwise NODE_ENV decides. */
export function environmentOf(config: Pick<Config, 'demoMode' | 'isProduction'>): Environment {
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
    response: {
      schema: Joi.object({
        environment: Joi.string()
          .valid(...ENVIRONMENTS)
          .required(),
      }).label('Environment'),
    },
    handler: (request: Request) => ({ environment: environmentOf(request.server.app.config) }),
  },
}
