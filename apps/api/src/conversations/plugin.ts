import type { Plugin } from '@hapi/hapi'
import { listConversationsRoute } from './routes/list.js'
import { listServiceTypesRoute } from './routes/service-types.js'

/** The staff inbox: conversations and their service types (SPEC.md §2.6). */
export const conversationsPlugin: Plugin<void> = {
  name: 'conversations',
  register(server) {
    // One call per route: each route's handler is typed by its own request shape.
    server.route(listConversationsRoute)
    server.route(listServiceTypesRoute)
  },
}
