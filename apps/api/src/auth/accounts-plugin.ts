import type { Plugin } from '@hapi/hapi'
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
    server.route([requestPasswordResetRoute, checkPasswordResetRoute, completePasswordResetRoute])
  },
}
