import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/knex.js'
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
export async function createSession(db: Db, userId: number, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
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

/** The live session and its active user, or null when revoked, expired, idle too long or the user is gone. */
export async function resolveSession(db: Db, sid: string): Promise<ResolvedSession | null> {
  const id = hashSessionId(sid)
  const session = await Session.query(db).findById(id)
  if (!session) return null
  const at = Date.now()
  if (Date.parse(session.expiresAt) <= at || Date.parse(session.lastSeenAt) + SESSION_IDLE_MS <= at) {
    await Session.query(db).deleteById(id)
    return null
  }
  const user = await User.query(db).findById(session.userId)
  if (!user || !user.isActive) return null
  if (Date.parse(session.lastSeenAt) + TOUCH_EVERY_MS <= at) {
    await Session.query(db).patch({ lastSeenAt: now() }).where({ id })
  }
  return { session, user }
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await Session.query(db).deleteById(sessionId)
}

export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  return Session.query(db).delete().where({ userId })
}
