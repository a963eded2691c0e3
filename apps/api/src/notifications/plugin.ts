import type { Plugin } from '@hapi/hapi'
import { listNotificationsRoute } from './routes/list.js'
import { markReadRoute } from './routes/mark-read.js'
import { unreadCountRoute } from './routes/unread-count.js'

/** The caller's own notifications (SPEC.md §2.6). */
export const notificationsPlugin: Plugin<void> = {
  name: 'notifications',
  register(server) {
    // One call per route: each route's handler is typed by its own request shape.
    server.route([listNotificationsRoute, unreadCountRoute])
    server.route(markReadRoute)
  },
}
