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
    server.route([
      authSettingsRoute,
      requestPasswordResetRoute,
      checkPasswordResetRoute,
      completePasswordResetRoute,
      verifyMfaRoute,
      startMfaEnrolmentRoute,
      confirmMfaEnrolmentRoute,
      mfaStatusRoute,
    ])
  },
}
