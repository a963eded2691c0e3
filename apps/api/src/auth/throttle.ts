import Boom from '@hapi/boom'
import type { Db } from '../db/knex.js'

export interface ThrottleLimit {
  /**
   * `login-account:<email>`, `login-address:<ip>`, `gate-address:<ip>`, `site-address:<site>:<ip>`, `site-day:<site>`,
   * `site-screenshots:<site>`.
   */
  key: string
  max: number
  windowMs: number
  /** What a refusal by this limit says, when it is not the call's message. */
  message?: string
}

const TABLE = 'throttleCounters'

/**
 * Counts one attempt against `limit`, before the attempt is judged, in one conditional upsert: a new key
 * starts a window of `windowMs` at 1; an expired window starts again at 1; a live one goes up by one only
 * while it is under `max`. The database applies each statement atomically, so however many attempts run
 * in parallel, on however many instances, at most `max` per window get through. Answers whether this one did.
 */
async function take(db: Db, { key, max, windowMs }: ThrottleLimit, at: number): Promise<boolean> {
  const rows: unknown[] = await db(TABLE)
    .insert({ key, hits: 1, expiresAt: at + windowMs })
    .onConflict('key')
    .merge({
      hits: db.raw('CASE WHEN ?? <= ? THEN 1 ELSE ?? + 1 END', [`${TABLE}.expiresAt`, at, `${TABLE}.hits`]),
      expiresAt: db.raw('CASE WHEN ?? <= ? THEN ? ELSE ?? END', [
        `${TABLE}.expiresAt`,
        at,
        at + windowMs,
        `${TABLE}.expiresAt`,
      ]),
    })
    .where((q) => {
      void q.where(`${TABLE}.expiresAt`, '<=', at).orWhere(`${TABLE}.hits`, '<', max)
    })
    .returning('hits')
  return rows.length === 1
}

/** Gives back an attempt that was counted but should not be (it succeeded, or a later limit refused it). */
export async function refund(db: Db, key: string): Promise<void> {
  await db(TABLE).where('key', key).andWhere('hits', '>', 0).decrement('hits', 1)
}

/** Forgets a key's attempts (an account's failures after it signs in). */
export async function clear(db: Db, key: string): Promise<void> {
  await db(TABLE).where('key', key).delete()
}

async function retryAfterSeconds(db: Db, key: string, at: number): Promise<number> {
  const row: { expiresAt: number | string } | undefined = await db(TABLE).where('key', key).first('expiresAt')
  return Math.max(1, Math.ceil(((row ? Number(row.expiresAt) : at) - at) / 1000))
}

/**
 * Counts one attempt against each limit, in order, before the attempt is judged. When one refuses, the
 * attempts already counted for the others are given back and a 429 with `Retry-After` is thrown.
 */
export async function consume(db: Db, limits: ThrottleLimit[], message: string): Promise<void> {
  const at = Date.now()
  const taken: string[] = []
  for (const limit of limits) {
    if (await take(db, limit, at)) {
      taken.push(limit.key)
      continue
    }
    for (const key of taken) await refund(db, key)
    const error = Boom.tooManyRequests(limit.message ?? message)
    error.output.headers['Retry-After'] = String(await retryAfterSeconds(db, limit.key, at))
    throw error
  }
}

/** Housekeeping: counters whose window is over, or that were given back to nothing, hold nothing to remember. */
export async function pruneCounters(db: Db): Promise<number> {
  return db(TABLE).where('expiresAt', '<=', Date.now()).orWhere('hits', '<=', 0).delete()
}
