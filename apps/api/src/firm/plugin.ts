import type { Plugin } from '@hapi/hapi'
import { showFirmRoute } from './routes/show.js'

/** The firm's contact card (DECISIONS.md §11), from configuration. */
export const firmPlugin: Plugin<void> = {
  name: 'firm',
  register(server) {
    server.route(showFirmRoute)
  },
}
