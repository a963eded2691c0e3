import type { Plugin } from '@hapi/hapi'
import { MFA_CHALLENGE_MS, MFA_COOKIE } from './mfa.js'
import { listenForRevocations } from './revocations.js'
import { authSettingsRoute } from './routes/settings.js'
import { confirmMfaEnrolmentRoute, mfaStatusRoute, startMfaEnrolmentRoute, verifyMfaRoute } from './routes/mfa.js'
import {
  checkPasswordResetRoute,
  completePasswordResetRoute,
  requestPasswordResetRoute,
} from './routes/password-reset.js'

/** Production accounts beside the demo sign-in (issue 19): password reset and the second factor. */
export const accountsPlugin: Plugin<void> = {
  name: 'accounts',
  dependencies: ['auth', 'outbox'],
  register(server) {
    const { config } = server.app
    listenForRevocations(server)
    // The sign-in waiting for its second factor: a random id, httpOnly, only sent to the auth routes.
    server.state(MFA_COOKIE, {
      ttl: MFA_CHALLENGE_MS,
      isSecure: config.isProduction,
      isHttpOnly: true,
      isSameSite: 'Lax',
      path: '/api/auth',
      encoding: 'none',
      clearInvalid: true,
      strictHeader: true,
    })
    // One call per route: each route's handler is typed by its own request shape.
    server.route(authSettingsRoute)
    server.route(requestPasswordResetRoute)
    server.route(checkPasswordResetRoute)
    server.route(completePasswordResetRoute)
    server.route(verifyMfaRoute)
    server.route(startMfaEnrolmentRoute)
    server.route(confirmMfaEnrolmentRoute)
    server.route(mfaStatusRoute)
  },
}
