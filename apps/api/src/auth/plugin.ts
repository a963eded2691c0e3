import type { Plugin } from '@hapi/hapi'
import type { Config } from '../platform/config.js'
import { CleanupJob } from './cleanup.js'
import { registerGate } from './gate.js'
import { currentUserRoute } from './routes/current-user.js'
import { domainAuthRoute } from './routes/domain-auth.js'
import { domainLogoutRoute } from './routes/domain-logout.js'
import { loginRoute } from './routes/login.js'
import { logoutRoute } from './routes/logout.js'
import { setDemoRoleRoute } from './routes/set-demo-role.js'
import { ssoLoginRoute } from './routes/sso-login.js'
import { registerStrategies } from './strategies.js'

/** The gate, the three auth strategies, the sign-in routes and their housekeeping (DECISIONS.md §4). */
export const authPlugin: Plugin<{ config: Config }> = {
  name: 'auth',
  async register(server, { config }) {
    await registerStrategies(server, config)
    registerGate(server, config)
    // Ended sessions, gate passes and throttle counters are deleted periodically, on every instance.
    const cleanup = new CleanupJob(server.app.db, config.cleanupIntervalMs, (error) =>
      server.log(['error', 'auth', 'cleanup'], error instanceof Error ? error : String(error)),
    )
    server.ext('onPreStart', () => cleanup.start())
    server.ext('onPreStop', () => cleanup.stop())
    // One call per route: each route's handler is typed by its own request shape.
    server.route(domainAuthRoute)
    server.route(domainLogoutRoute)
    server.route(loginRoute)
    server.route(currentUserRoute)
    server.route(setDemoRoleRoute)
    server.route(logoutRoute)
    server.route(ssoLoginRoute)
  },
}
