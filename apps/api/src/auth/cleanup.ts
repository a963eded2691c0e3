import type { Db } from '../db/knex.js'
import { SESSION_IDLE_MS } from './sessions.js'
import { pruneCounters } from './throttle.js'

export interface CleanupResult {
  sessions: number
  gatePasses: number
  throttleCounters: number
}

/**
 * Deletes what can no longer be used: sessions past their absolute or idle limit, expired gate passes, throttle
 * counters whose window is over. Each is one conditional DELETE, so any number of instances may run it at once.
 */
export async function cleanUp(db: Db): Promise<CleanupResult> {
  const at = Date.now()
  const now = new Date(at).toISOString()
  const sessions = await db('sessions')
    .where('expiresAt', '<=', now)
    .orWhere('lastSeenAt', '<=', new Date(at - SESSION_IDLE_MS).toISOString())
    .delete()
  const gatePasses = await db('gatePasses').where('expiresAt', '<=', now).delete()
  const throttleCounters = await pruneCounters(db)
  return { sessions, gatePasses, throttleCounters }
}

/** Runs `cleanUp` every `intervalMs` (±20 %, so instances started together drift apart) while the server runs. */
export class CleanupJob {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = true

  constructor(
    private readonly db: Db,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.schedule()
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  private schedule(): void {
    if (this.stopped) return
    const delay = this.intervalMs * (0.8 + Math.random() * 0.4)
    this.timer = setTimeout(() => {
      this.running = cleanUp(this.db)
        .then(
          () => undefined,
          (error: unknown) => {
            if (!this.stopped) this.onError(error)
          },
        )
        .finally(() => {
          this.running = undefined
          this.schedule()
        })
    }, delay)
    this.timer.unref()
  }
}
