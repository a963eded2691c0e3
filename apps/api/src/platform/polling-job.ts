import type { Db } from '../db/knex.js'

/**
 * The run loop of an in-server job (documents, outbox): one round at a time, a `wake()` during a round asks
 * for another right after it, and when idle it looks again every `pollIntervalMs` (unref'd, so it never keeps
 * the process alive). Subclasses say what a round is: `runOnce` claims a batch and works it; rounds follow each other
 * while they find work.
 */
export abstract class PollingJob {
  private timer: NodeJS.Timeout | undefined
  protected running: Promise<void> | undefined
  protected stopped = true
  private again = false

  protected constructor(
    private readonly pollIntervalMs: number,
    private readonly onError?: (error: unknown) => void,
  ) {}

  /** One round: claims a batch and works it; answers how many it took (0: nothing to do). */
  abstract runOnce(): Promise<number>

  /** Rounds until one finds nothing; returns soon after `stopped` turns true. */
  private async loop(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce()) > 0) {
        // keep going while there is work
      }
    } catch (error) {
      if (!this.stopped) this.onError?.(error)
    }
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.onStart()
    this.wake()
  }

  /** Stops and waits for the current round. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    this.onStop()
    await this.running
  }

  /** Looks for work now (after work was committed). */
  wake(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.loop().finally(() => {
      this.running = undefined
      if (this.stopped) return
      if (this.again) {
        this.again = false
        this.wake()
      } else {
        this.timer = setTimeout(() => this.wake(), this.pollIntervalMs)
        this.timer.unref()
      }
    })
  }

  /** Hooks for a subclass's own state at start and stop (before the running round is awaited). */
  protected onStart(): void {}
  protected onStop(): void {}
}

/** What every claiming job is told: how often to look, how long a claim holds, how much to take. */
export interface ClaimingJobOptions {
  /** How often to look for work (another instance's, left over by a crash, or due again). */
  pollIntervalMs: number
  /** A claim is held this long; a crashed instance's claims are taken again after it. */
  leaseMs: number
  /** Rows claimed per round. */
  batchSize: number
  onError?: (error: unknown) => void
}

/** A lease column and the moment before which a claim written in it has run out. */
export interface Lease {
  column: string
  expiredBefore: string
}

/** Rows whose lease is free or has run out. A block, not an arrow returning the builder: knex builders are thenables. */
export const leaseFree =
  ({ column, expiredBefore }: Lease) =>
  (q: ReturnType<Db>): void => {
    void q.whereNull(column).orWhere(column, '<', expiredBefore)
  }

/**
 * Claims candidate rows one by one with a conditional UPDATE (the row still matches `where` and its lease is free), so
 * that of several instances on one database only one takes each row. Answers the rows taken with the stamp written.
 */
export async function claimRows<R extends { id: number }>(
  db: Db,
  table: string,
  candidates: R[],
  { where, lease, stamp }: { where: Record<string, unknown>; lease: Lease; stamp: () => string },
): Promise<Array<{ row: R; stamp: string }>> {
  const claims = []
  for (const row of candidates) {
    const value = stamp()
    const taken = await db(table)
      .update({ [lease.column]: value })
      .where({ ...where, id: row.id })
      .where(leaseFree(lease))
    if (taken === 1) claims.push({ row, stamp: value })
  }
  return claims
}
