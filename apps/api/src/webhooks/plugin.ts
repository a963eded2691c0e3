import type { Plugin } from '@hapi/hapi'
import { addWebhookRoute } from './routes/add.js'
import { webhookDeliveriesRoute } from './routes/deliveries.js'
import { listWebhooksRoute } from './routes/list.js'
import { removeWebhookRoute } from './routes/remove.js'
import { testWebhookRoute } from './routes/test.js'
import { createWebhookHandler, registerWebhookWaker } from './service.js'

/** Webhooks (DECISIONS.md §12): endpoints managed by admins, deliveries drained by the outbox job. */
export const webhooksPlugin: Plugin<void> = {
  name: 'webhooks',
  dependencies: ['outbox'],
  register(server) {
    server.plugins.outbox.handle('webhook', createWebhookHandler(server.app.db, server.app.config.mail.linkBase))
    const unregister = registerWebhookWaker(() => server.plugins.outbox.wake())
    server.ext('onPostStop', () => unregister())
    // One call per route: each route's handler is typed by its own request shape.
    server.route(listWebhooksRoute)
    server.route(addWebhookRoute)
    server.route(removeWebhookRoute)
    server.route(testWebhookRoute)
    server.route(webhookDeliveriesRoute)
  },
}
