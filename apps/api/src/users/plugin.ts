import type { Plugin } from '@hapi/hapi'
import { listUsersRoute } from './routes/list.js'

/** The firm's users, for the admin screen (SPEC.md §2.13). */
export const usersPlugin: Plugin<void> = {
  name: 'users',
  register(server) {
    server.route([listUsersRoute])
  },
}
