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
    server.plugins.outbox.handle('webhook', createWebhookHandler(server.app.db))
    const unregister = registerWebhookWaker(() => server.plugins.outbox.wake())
    server.ext('onPostStop', () => unregister())
    server.route([listWebhooksRoute, addWebhookRoute, removeWebhookRoute, testWebhookRoute])
    // Typed by its own query shape, so registered on its own.
    server.route(webhookDeliveriesRoute)
  },
}
