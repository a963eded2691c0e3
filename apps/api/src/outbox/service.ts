import type { Knex } from 'knex'
import { now } from '../models/BaseModel.js'
import type { OutboxKind } from './job.js'
import { emailPayloadSchema, type EmailMessage } from './schemas.js'

/** knex or a transaction: enqueue inside the transaction of the change that causes the message. */
type Executor = Knex | Knex.Transaction

/**
 * Puts a message into the outbox; the outbox job delivers it after the surrounding transaction
 * commits (call `server.plugins.outbox.wake()` then to send at once rather than at the next poll).
 */
async function enqueue(db: Executor, kind: OutboxKind, payload: unknown, options: { at?: Date } = {}) {
  const [row] = await db('outbox')
    .insert(outboxRow(kind, payload, now(), options.at))
    .returning('id')
  return { id: typeof row === 'object' ? Number(row.id) : Number(row) }
}

/** Several messages of one kind by one statement, due at once (a batch of submissions' webhook deliveries). */
async function enqueueMany(db: Executor, kind: OutboxKind, payloads: readonly unknown[]): Promise<void> {
  const at = now()
  // Below both databases' bound parameters per statement (9 a row).
  for (let i = 0; i < payloads.length; i += 500)
    await db('outbox').insert(payloads.slice(i, i + 500).map((payload) => outboxRow(kind, payload, at)))
}

function outboxRow(kind: OutboxKind, payload: unknown, at: string, due?: Date) {
  return {
    kind,
    payload: JSON.stringify(payload),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: due?.toISOString() ?? at,
    claimedUntil: null,
    lastError: null,
    createdAt: at,
    sentAt: null,
  }
}

/** Queues one e-mail; a malformed one (bad address, a line break in the subject) throws at once. */
async function enqueueEmail(db: Executor, message: EmailMessage) {
  const { value, error } = emailPayloadSchema.validate(message)
  if (error) throw new Error(`Invalid e-mail: ${error.message}`)
  return enqueue(db, 'email', value)
}

export const outboxService = { enqueue, enqueueMany, enqueueEmail }
