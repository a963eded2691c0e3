import type { Db } from '../db/knex.js'
import { claimRows, leaseFree, PollingJob, type ClaimingJobOptions } from '../platform/polling-job.js'
import { now } from '../models/BaseModel.js'

export const OUTBOX_KINDS = ['email', 'webhook'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** One message handed to its kind's handler. */
export interface OutboxMessage {
  id: number
  kind: OutboxKind
  payload: unknown
  /** Deliveries already tried before this one. */
  attempts: number
  createdAt: string
}

/**
 * Delivers one kind of message. `deliver` throws to ask for a retry; the job then waits an exponential
 * backoff and tries again until `maxAttempts` or `giveUpAfterMs` (counted from the message's creation).
 */
export interface OutboxHandler {
  deliver: (message: OutboxMessage) => Promise<void>
  maxAttempts?: number
  giveUpAfterMs?: number
}

export interface OutboxJobOptions extends ClaimingJobOptions {
  /** First retry delay; each further one doubles, up to maxBackoffMs. */
  baseBackoffMs: number
  maxBackoffMs: number
  /** Default attempts for handlers that do not say. */
  maxAttempts: number
}

export const DEFAULT_OUTBOX_JOB_OPTIONS: OutboxJobOptions = {
  pollIntervalMs: 5000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  baseBackoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 10,
}

/** The delay before retry number `attempts` (1 = the first retry): base · 2^(attempts−1), capped. */
export function backoffMs(attempts: number, options: Pick<OutboxJobOptions, 'baseBackoffMs' | 'maxBackoffMs'>) {
  return Math.min(options.maxBackoffMs, options.baseBackoffMs * 2 ** Math.max(0, attempts - 1))
}

interface OutboxRow {
  id: number
  kind: OutboxKind
  payload: string
  attempts: number
  createdAt: string | Date
}

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value)

/**
 * The in-server worker that drains the outbox, as the document job does: claims are conditional
 * UPDATEs (still pending, lease absent or run out), so several API instances on one database never
 * deliver a message twice at once, and a crashed instance's claims are taken again after the lease.
 * Handlers are registered per kind; a message whose kind has no handler on this instance is left alone.
 */
export class OutboxJob extends PollingJob {
  private readonly options: OutboxJobOptions
  private readonly handlers = new Map<OutboxKind, OutboxHandler>()

  constructor(
    private readonly db: Db,
    options: Partial<OutboxJobOptions> = {},
  ) {
    const merged = { ...DEFAULT_OUTBOX_JOB_OPTIONS, ...options }
    super(merged.pollIntervalMs, merged.onError)
    this.options = merged
  }

  /** Registers the handler of a kind (one per kind). */
  handle(kind: OutboxKind, handler: OutboxHandler): void {
    if (this.handlers.has(kind)) throw new Error(`The outbox already has a handler for ${kind}`)
    this.handlers.set(kind, handler)
  }

  /** Resolves when the round under way (if any) and any round it asked for are over. */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  /** One round: claims up to batchSize due messages and delivers them. Returns how many were claimed. */
  async runOnce(): Promise<number> {
    const claims = await this.claim()
    for (const claim of claims) await this.deliver(claim.row, claim.claimedUntil)
    return claims.length
  }

  private async claim(): Promise<Array<{ row: OutboxRow; claimedUntil: string }>> {
    const kinds = [...this.handlers.keys()]
    if (kinds.length === 0) return []
    const at = now()
    const lease = { column: 'claimedUntil', expiredBefore: at }
    const candidates: OutboxRow[] = await this.db('outbox')
      .select('id', 'kind', 'payload', 'attempts', 'createdAt')
      .where('status', 'pending')
      .whereIn('kind', kinds)
      .where('nextAttemptAt', '<=', at)
      .where(leaseFree(lease))
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(this.options.batchSize)
    const claims = await claimRows(this.db, 'outbox', candidates, {
      where: { status: 'pending' },
      lease,
      stamp: () => new Date(Date.now() + this.options.leaseMs).toISOString(),
    })
    return claims.map(({ row, stamp }) => ({ row, claimedUntil: stamp }))
  }

  private async deliver(row: OutboxRow, claimedUntil: string): Promise<void> {
    const handler = this.handlers.get(row.kind)!
    const attempts = row.attempts + 1
    const mine = { id: row.id, status: 'pending', claimedUntil }
    try {
      await handler.deliver({
        id: row.id,
        kind: row.kind,
        payload: JSON.parse(row.payload),
        attempts: row.attempts,
        createdAt: iso(row.createdAt),
      })
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000)
      const retryAt = Date.now() + backoffMs(attempts, this.options)
      const maxAttempts = handler.maxAttempts ?? this.options.maxAttempts
      const tooOld =
        handler.giveUpAfterMs !== undefined && retryAt > Date.parse(iso(row.createdAt)) + handler.giveUpAfterMs
      const giveUp = attempts >= maxAttempts || tooOld
      await this.db('outbox')
        .update({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError: message,
          nextAttemptAt: new Date(retryAt).toISOString(),
          claimedUntil: null,
        })
        .where(mine)
      return
    }
    await this.db('outbox')
      .update({ status: 'sent', attempts, sentAt: now(), claimedUntil: null, lastError: null })
      .where(mine)
  }
}
