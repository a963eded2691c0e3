import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/knex.js'
import { cacheFor, type ReadCache } from '../db/read-cache.js'
import { now } from '../models/BaseModel.js'
import { Session } from '../models/Session.js'
import { User } from '../models/User.js'

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000

export const hashSessionId = (sid: string) => createHash('sha256').update(sid).digest('hex')

export interface ResolvedSession {
  session: Session
  user: User
}

/** Starts a session; the returned id (256 random bits) goes into the sealed cookie, only its hash into the table. */
export async function createSession(
  db: Db,
  userId: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const sid = randomBytes(32).toString('base64url')
  const at = new Date()
  await Session.query(db).insert({
    id: hashSessionId(sid),
    userId,
    createdAt: at.toISOString(),
    lastSeenAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  })
  return sid
}

/**
 * Resolved sessions are kept in-process this long, so a burst of requests costs one lookup. Every write this
 * process makes to users or sessions empties the cache at once (ReadCache), so a change made here is seen on
 * the very next request; one made by another instance or the CLI within this time.
 */
export const SESSION_CACHE_MS = 2000

/** A resolved session as the cache keeps it: with its table id and its times already parsed. */
interface CachedSession {
  resolved: ResolvedSession
  id: string
  expiresMs: number
  lastSeenMs: number
}
const sessionCaches = new WeakMap<Db, ReadCache<CachedSession>>()

const toMs = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value))

/** One round trip: the session row and its user (null when either is gone). */
async function loadSession(db: Db, id: string): Promise<CachedSession | null> {
  const row: Record<string, unknown> | undefined = await db('sessions')
    .leftJoin('users', 'users.id', 'sessions.userId')
    .where('sessions.id', id)
    .first(
      'users.*',
      'sessions.userId as sessionUserId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.expiresAt as sessionExpiresAt',
    )
  if (!row) return null
  const { sessionUserId, sessionCreatedAt, sessionLastSeenAt, sessionExpiresAt, ...userRow } = row
  const session = Session.fromDatabaseJson({
    id,
    userId: sessionUserId,
    createdAt: sessionCreatedAt,
    lastSeenAt: sessionLastSeenAt,
    expiresAt: sessionExpiresAt,
  })
  if (userRow.id === null || userRow.id === undefined) return null
  return {
    resolved: { session, user: User.fromDatabaseJson(userRow) },
    id,
    expiresMs: toMs(session.expiresAt),
    lastSeenMs: toMs(session.lastSeenAt),
  }
}

/**
 * The live session and its active user, or null when revoked, expired, idle too long or the user is gone.
 * The cache is keyed by the cookie's id itself (it never leaves this process), so a request it answers costs
 * no hashing and no date parsing.
 */
export async function resolveSession(db: Db, sid: string): Promise<ResolvedSession | null> {
  const cache = cacheFor(sessionCaches, db, ['users', 'sessions'], SESSION_CACHE_MS)
  const at = Date.now()
  let cached = cache.get(sid)
  let snapshot: number | undefined
  if (!cached) {
    snapshot = cache.snapshot()
    const loaded = await loadSession(db, hashSessionId(sid))
    if (!loaded) return null
    cached = loaded
  }
  const { resolved, id, expiresMs, lastSeenMs } = cached
  if (expiresMs <= at || lastSeenMs + SESSION_IDLE_MS <= at) {
    await Session.query(db).deleteById(id)
    return null
  }
  if (!resolved.user.isActive) return null
  if (lastSeenMs + TOUCH_EVERY_MS <= at) {
    // The write empties the cache; the next request reads the new lastSeenAt.
    await Session.query(db).patch({ lastSeenAt: now() }).where({ id })
  } else if (snapshot !== undefined) {
    cache.set(sid, cached, snapshot)
  }
  return resolved
}

/** Drops this process's cached sessions, so the next request of each re-reads it (a revocation on another instance). */
export function forgetCachedSessions(db: Db): void {
  sessionCaches.get(db)?.clear()
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await Session.query(db).deleteById(sessionId)
}

export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  return Session.query(db).delete().where({ userId })
}
