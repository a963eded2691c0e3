import type { Plugin } from '@hapi/hapi'
import { endUserSessionsRoute } from './routes/end-sessions.js'
import { getUserRoute } from './routes/get.js'
import { acceptInvitationRoute } from './routes/invitation-accept.js'
import { checkInvitationRoute } from './routes/invitation-check.js'
import { inviteUserRoute } from './routes/invite.js'
import { listUsersRoute } from './routes/list.js'
import { resetUserMfaRoute } from './routes/reset-mfa.js'
import { updateUserRoute } from './routes/update.js'

/** The firm's users, for the admin screen (SPEC.md §2.13); only admins change them (DECISIONS.md §4). */
export const usersPlugin: Plugin<void> = {
  name: 'users',
  dependencies: ['outbox'],
  register(server) {
    // One call per route: each route's handler is typed by its own request shape.
    server.route(listUsersRoute)
    server.route(getUserRoute)
    server.route(updateUserRoute)
    server.route(endUserSessionsRoute)
    server.route(inviteUserRoute)
    server.route(checkInvitationRoute)
    server.route(acceptInvitationRoute)
    server.route(resetUserMfaRoute)
  },
}
