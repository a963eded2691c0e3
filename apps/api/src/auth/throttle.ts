import Boom from '@hapi/boom'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'

export interface ThrottleLimits {
  windowMs: number
  max: number
}

/**
 * Counts events (failed sign-ins, site-key submissions) per key in the database, so every API instance sees the same counts.
 * Keys look like `login-account:<email>` or `login-address:<ip>`.
 */
export async function assertNotThrottled(
  db: Db,
  keys: Array<{ key: string; max: number }>,
  windowMs: number,
): Promise<void> {
  const since = new Date(Date.now() - windowMs).toISOString()
  for (const { key, max } of keys) {
    const row = await db('throttleEvents')
      .where('key', key)
      .andWhere('createdAt', '>', since)
      .count<{ n: number | string }[]>({ n: '*' })
      .first()
    if (Number(row?.n ?? 0) >= max) {
      const error = Boom.tooManyRequests('Too many failed attempts. Try again later.')
      error.output.headers['Retry-After'] = String(Math.ceil(windowMs / 1000))
      throw error
    }
  }
}

export async function recordEvents(db: Db, keys: string[]): Promise<void> {
  const createdAt = now()
  await db('throttleEvents').insert(keys.map((key) => ({ key, createdAt })))
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db('throttleEvents').where('key', key).delete()
}

/** Old rows only slow the count down; drop what is outside every window. */
export async function pruneEvents(db: Db, olderThanMs: number): Promise<void> {
  await db('throttleEvents')
    .where('createdAt', '<', new Date(Date.now() - olderThanMs).toISOString())
    .delete()
}

/** Counts one more event and refuses it past the limit (site-key submissions). */
export async function consume(db: Db, key: string, limits: ThrottleLimits): Promise<void> {
  await assertNotThrottled(db, [{ key, max: limits.max }], limits.windowMs)
  await recordEvents(db, [key])
}
