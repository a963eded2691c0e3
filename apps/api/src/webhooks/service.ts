import { randomBytes } from 'node:crypto'
import Boom from '@hapi/boom'
import type {
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEvent,
  WebhookEventType,
  WebhookFormat,
  WebhookTestResult,
} from '@ledgerline/contracts'
import { webhookInputSchema } from '@ledgerline/contracts/schemas'
import type { Knex } from 'knex'
import type { Db } from '../db/knex.js'
import { cacheFor, type ReadCache } from '../db/read-cache.js'
import { now } from '../models/BaseModel.js'
import type { OutboxHandler, OutboxMessage } from '../outbox/job.js'
import { outboxService } from '../outbox/service.js'
import { formatWebhookBody } from './formats.js'
import { SIGNATURE_HEADER, signatureHeader } from './signature.js'

/** Retried with exponential backoff (the outbox job's) for a day (DECISIONS.md §12). */
export const WEBHOOK_GIVE_UP_MS = 24 * 60 * 60 * 1000
/** A receiver that neither answers nor fails within this is counted as failed (well inside the job's lease). */
export const WEBHOOK_TIMEOUT_MS = 10_000

interface EndpointRow {
  id: number
  url: string
  events: string
  format: WebhookFormat
  secret: string
  createdAt: string | Date
  lastAttemptAt: string | Date | null
  lastStatus: WebhookEndpoint['lastStatus']
  lastStatusCode: number | null
  lastError: string | null
}

const iso = (value: string | Date | null) => (value instanceof Date ? value.toISOString() : value)
/** A NOT NULL date column, as an ISO string. */
const isoText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

function toApi(row: EndpointRow): WebhookEndpoint {
  return {
    id: Number(row.id),
    url: row.url,
    events: row.events.split(' ').filter(Boolean) as WebhookEventType[],
    format: row.format,
    createdAt: iso(row.createdAt)!,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatus: row.lastStatus,
    lastStatusCode: row.lastStatusCode === null ? null : Number(row.lastStatusCode),
    lastError: row.lastError,
  }
}

/** Endpoints by event, kept a moment: feedback submissions are the hot path and endpoints rarely change. */
const endpointCaches = new WeakMap<Db, ReadCache<EndpointRow[]>>()

/** Wakes the outbox jobs of this process once a delivery is committed (rather than at the next poll). */
const wakers = new Set<() => void>()
export function registerWebhookWaker(wake: () => void): () => void {
  wakers.add(wake)
  return () => wakers.delete(wake)
}

const newEventId = () => `evt_${randomBytes(16).toString('hex')}`

async function add(db: Db, input: WebhookEndpointInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const { value, error } = webhookInputSchema.validate(input)
  if (error) throw Boom.badRequest(error.message)
  const secret = `whsec_${randomBytes(24).toString('base64url')}`
  const [row] = await db('webhookEndpoints')
    .insert({
      url: value.url,
      events: value.events.join(' '),
      format: value.format,
      secret,
      createdAt: now(),
    })
    .returning('id')
  const id = typeof row === 'object' ? Number(row.id) : Number(row)
  return { endpoint: toApi(await db('webhookEndpoints').where({ id }).first()), secret }
}

async function list(db: Db): Promise<WebhookEndpoint[]> {
  return ((await db('webhookEndpoints').orderBy('id')) as EndpointRow[]).map(toApi)
}

async function remove(db: Db, id: number): Promise<void> {
  if ((await db('webhookEndpoints').where({ id }).delete()) === 0) throw Boom.notFound('Webhook endpoint not found')
}

/** The deliveries of the outbox, newest first: their status, attempts and last error. */
async function deliveries(db: Db, options: WebhookDeliveriesQuery = {}): Promise<WebhookDelivery[]> {
  const rows: Array<Record<string, unknown>> = await db('outbox')
    .where({ kind: 'webhook' })
    .orderBy('id', 'desc')
    .limit(options.endpointId === undefined ? (options.limit ?? 50) : 1000)
  return rows
    .map((row) => {
      const payload = JSON.parse(String(row.payload)) as { endpointId: number; event: WebhookEvent }
      return {
        id: Number(row.id),
        endpointId: payload.endpointId,
        eventId: payload.event.id,
        type: payload.event.type,
        status: row.status as WebhookDelivery['status'],
        attempts: Number(row.attempts),
        nextAttemptAt: isoText(row.nextAttemptAt),
        lastError: (row.lastError as string | null) ?? null,
        createdAt: isoText(row.createdAt),
      }
    })
    .filter((d) => options.endpointId === undefined || d.endpointId === options.endpointId)
    .slice(0, options.limit ?? 50)
}

/** The endpoints subscribed to `type`: read in the caller's transaction when it passes one, else kept a moment. */
async function subscribedTo(db: Db | Knex.Transaction, type: WebhookEventType): Promise<EndpointRow[]> {
  const load = () => db('webhookEndpoints').select('id', 'events') as Promise<EndpointRow[]>
  const endpoints =
    (db as Knex.Transaction).isTransaction === true
      ? await load()
      : await cacheFor(endpointCaches, db, ['webhookEndpoints'], 5000).getOrLoad('all', load)
  return endpoints.filter((e) => e.events.split(' ').includes(type))
}

/** Whether any endpoint takes `type` (from the moment's cache): the submission batch's cheap first question. */
async function hasSubscribers(db: Db, type: WebhookEventType): Promise<boolean> {
  return (await subscribedTo(db, type)).length > 0
}

/**
 * Queues one delivery per endpoint that subscribed to `type`, in the caller's transaction when it
 * passes one (so a rolled-back change sends nothing); the job is woken once the rows are committed.
 */
async function emit(db: Db | Knex.Transaction, type: WebhookEventType, data: Record<string, unknown>): Promise<number> {
  return emitEach(db, type, [data])
}

/** One event per item of `data`, all queued by one statement (a batch of submissions). Answers the deliveries. */
async function emitEach(
  db: Db | Knex.Transaction,
  type: WebhookEventType,
  data: ReadonlyArray<Record<string, unknown>>,
): Promise<number> {
  const subscribed = await subscribedTo(db, type)
  if (subscribed.length === 0 || data.length === 0) return 0
  const events = data.map((item): WebhookEvent => ({ id: newEventId(), type, createdAt: now(), data: item }))
  const deliveries = events.flatMap((event) =>
    subscribed.map((endpoint) => ({ endpointId: Number(endpoint.id), event })),
  )
  await outboxService.enqueueMany(db, 'webhook', deliveries)
  wakeOutboxAfter(db)
  return deliveries.length
}

/** Wakes this process's outbox jobs once `db`'s transaction commits (at once outside a transaction). */
export function wakeOutboxAfter(db: Db | Knex.Transaction): void {
  const wake = () => wakers.forEach((w) => w())
  if ((db as Knex.Transaction).isTransaction === true)
    void (db as Knex.Transaction).executionPromise.then(wake, () => undefined)
  else wake()
}

/** One POST of one event to one endpoint, signed; answers the HTTP status (throws when unreachable). */
async function post(endpoint: EndpointRow, event: WebhookEvent): Promise<number> {
  const body = formatWebhookBody(endpoint.format, event)
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Ledgerline-Webhooks/1',
      'ledgerline-event': event.type,
      'ledgerline-delivery': event.id,
      [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, body),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  })
  await response.body?.cancel().catch(() => undefined)
  return response.status
}

async function record(db: Db, id: number, outcome: Partial<EndpointRow>): Promise<void> {
  await db('webhookEndpoints')
    .where({ id })
    .update({ lastAttemptAt: now(), ...outcome })
}

/** Delivers `event` to the endpoint now and records the outcome: a 2xx answer counts as delivered. */
async function deliver(db: Db, endpointId: number, event: WebhookEvent, final = false): Promise<number | null> {
  const endpoint = (await db('webhookEndpoints').where({ id: endpointId }).first()) as EndpointRow | undefined
  if (!endpoint) return null
  let status: number
  try {
    status = await post(endpoint, event)
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    const message = `Unreachable: ${cause ?? (error as Error).message}`
    await record(db, endpointId, {
      lastStatus: final ? 'failed' : 'retrying',
      lastStatusCode: null,
      lastError: message,
    })
    throw new Error(message, { cause: error })
  }
  const ok = status >= 200 && status < 300
  await record(db, endpointId, {
    lastStatus: ok ? 'delivered' : final ? 'failed' : 'retrying',
    lastStatusCode: status,
    lastError: ok ? null : `HTTP ${status}`,
  })
  if (!ok) throw new Error(`HTTP ${status}`)
  return status
}

/** `webhooks test`: a signed `webhook.test` event sent at once, outside the outbox. */
async function test(db: Db, id: number): Promise<WebhookTestResult> {
  const event: WebhookEvent = {
    id: newEventId(),
    type: 'webhook.test',
    createdAt: now(),
    data: { message: 'A test delivery from Ledgerline: this endpoint is reachable and verifies signatures.' },
  }
  try {
    const status = await deliver(db, id, event, true)
    if (status === null) throw Boom.notFound('Webhook endpoint not found')
    return { status }
  } catch (error) {
    if (Boom.isBoom(error)) throw error
    throw Boom.badGateway(`The endpoint did not accept the test delivery: ${(error as Error).message}`)
  }
}

/**
 * The event as it leaves this server: an entry's screenshot, stored as the API's path, becomes a link an
 * endpoint can follow (against PUBLIC_URL, as e-mail links are).
 */
export function withAbsoluteLinks(event: WebhookEvent, linkBase: string): WebhookEvent {
  const { screenshotUrl } = event.data as { screenshotUrl?: unknown }
  if (typeof screenshotUrl !== 'string' || !screenshotUrl.startsWith('/')) return event
  return { ...event, data: { ...event.data, screenshotUrl: linkBase + screenshotUrl } }
}

/** The outbox's `webhook` handler: a delivery throws to be retried, for a day. */
export function createWebhookHandler(db: Db, linkBase: string): OutboxHandler {
  return {
    maxAttempts: 1000,
    giveUpAfterMs: WEBHOOK_GIVE_UP_MS,
    async deliver(message: OutboxMessage) {
      const { endpointId, event } = message.payload as { endpointId: number; event: WebhookEvent }
      const final = Date.now() - Date.parse(message.createdAt) >= WEBHOOK_GIVE_UP_MS
      // A removed endpoint gets nothing more: the delivery ends here.
      await deliver(db, endpointId, withAbsoluteLinks(event, linkBase), final)
    },
  }
}

export const webhooksService = { add, list, remove, deliveries, emit, emitEach, hasSubscribers, test }
