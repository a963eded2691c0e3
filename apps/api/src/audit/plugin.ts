import type { Plugin } from '@hapi/hapi'
import { listAuditEventsRoute } from './routes/list.js'

/** The audit trail's reading side (admins only); events are written by the services that act. */
export const auditPlugin: Plugin<void> = {
  name: 'audit',
  register(server) {
    server.route([listAuditEventsRoute])
  },
}
