// Generated from src/schemas/webhooks.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type { WebhookDeliveryState, WebhookEventType, WebhookFormat } from '../constants.js'

export type WebhookDeliveriesQuery = {
  endpointId?: number
  limit?: number
}

export type WebhookDelivery = {
  id: number
  endpointId: number
  /**
   * The `evt_…` id its receiver sees.
   */
  eventId: string
  type: 'feedback.created' | 'feedback.status_changed' | 'feedback.deleted' | 'webhook.test'
  /**
   * pending: queued or retrying; sent: the endpoint accepted it; failed: given up.
   */
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  createdAt: string
}

/**
 * GET /api/webhooks (admin): an endpoint and how its latest delivery went; never its secret.
 */
export type WebhookEndpoint = {
  id: number
  url: string
  events: WebhookEventType[]
  format: WebhookFormat
  createdAt: string
  lastAttemptAt: string | null
  /**
   * delivered, retrying (the receiver failed; another attempt is due) or failed (given up).
   */
  lastStatus: WebhookDeliveryState | null
  lastStatusCode: number | null
  lastError: string | null
}

/**
 * POST /api/webhooks: the endpoint and its signing secret, shown this once.
 */
export type WebhookEndpointCreated = {
  id: number
  url: string
  events: WebhookEventType[]
  format: WebhookFormat
  createdAt: string
  lastAttemptAt: string | null
  /**
   * delivered, retrying (the receiver failed; another attempt is due) or failed (given up).
   */
  lastStatus: WebhookDeliveryState | null
  lastStatusCode: number | null
  lastError: string | null
  secret: string
}

export type WebhookEndpointInput = {
  url: string
  events: WebhookEventType[]
  format?: WebhookFormat
}

/**
 * What a `json` webhook receives (DECISIONS.md §12), signed in `Ledgerline-Signature`.
 */
export type WebhookEvent = {
  /**
   * `evt_…`: the same on every retry of one delivery, so a receiver can drop repeats.
   */
  id: string
  type: 'feedback.created' | 'feedback.status_changed' | 'feedback.deleted' | 'webhook.test'
  createdAt: string
  /**
   * The entry (`Feedback`); for feedback.status_changed also `previousStatus`; for feedback.deleted only `{id}`.
   */
  data: {
    /**
     * Unknown Property
     */
    [x: string]: unknown
  }
}

export type WebhookTestResult = {
  status: number
}
