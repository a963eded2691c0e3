import type { Plugin } from '@hapi/hapi'
import { listClientsRoute } from './routes/list.js'

/** The firm's clients (SPEC.md §2.12). */
export const clientsPlugin: Plugin<void> = {
  name: 'clients',
  register(server) {
    server.route([listClientsRoute])
  },
}
