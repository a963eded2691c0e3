import type { Plugin } from '@hapi/hapi'
import { showEnvironmentRoute } from './routes/environment.js'
import { showFirmRoute } from './routes/show.js'

/** The firm's contact card (DECISIONS.md §11) and the kind of environment (SPEC.md §1's banner), from configuration. */
export const firmPlugin: Plugin<void> = {
  name: 'firm',
  register(server) {
    server.route([showFirmRoute, showEnvironmentRoute])
  },
}
