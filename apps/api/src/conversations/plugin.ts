import type { Plugin } from '@hapi/hapi'
import { listConversationsRoute } from './routes/list.js'
import { listServiceTypesRoute } from './routes/service-types.js'

/** The staff inbox: conversations and their service types (SPEC.md §2.6). */
export const conversationsPlugin: Plugin<void> = {
  name: 'conversations',
  register(server) {
    server.route([listConversationsRoute, listServiceTypesRoute])
  },
}
