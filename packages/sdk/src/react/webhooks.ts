import type { WebhookEndpoint, WebhookEndpointInput } from '../types.js'
import type { ReadKey } from './keys.js'
import { useRead, type ReadOptions, type ReadResponse } from './reads.js'
import { useWrite, type WriteResponse } from './writes.js'

/** Webhook endpoints (admin; issue 18): one read, three writes that refetch it. */
export const WEBHOOKS_PATH = '/api/webhooks'
const webhooksKey = (): ReadKey => [WEBHOOKS_PATH]
const AFTER_WEBHOOK_WRITE = { revalidate: [WEBHOOKS_PATH] }

export function useWebhooks(options?: ReadOptions): ReadResponse<WebhookEndpoint[]> {
  return useRead(webhooksKey(), (client) => client.listWebhooks(), options)
}

/** trigger(input): answers the endpoint with its secret (shown once); then the list is refetched. */
export function useAddWebhook(): WriteResponse<WebhookEndpoint & { secret: string }, WebhookEndpointInput> {
  return useWrite('addWebhook', (client, input: WebhookEndpointInput) => client.addWebhook(input), AFTER_WEBHOOK_WRITE)
}

export function useRemoveWebhook(): WriteResponse<void, number> {
  return useWrite('removeWebhook', (client, id: number) => client.removeWebhook(id), AFTER_WEBHOOK_WRITE)
}

/** trigger(id): sends a signed test event; then the list (with the latest outcome) is refetched. */
export function useTestWebhook(): WriteResponse<{ status: number }, number> {
  return useWrite('testWebhook', (client, id: number) => client.testWebhook(id), AFTER_WEBHOOK_WRITE)
}
