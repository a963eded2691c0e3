import '../platform/types.js'
import { userInfo } from 'node:os'
import Boom from '@hapi/boom'
import type { ReqRef, Request } from '@hapi/hapi'
import type { Knex } from 'knex'
import type { AuditAction, AuditEvent, AuditFilters } from '@ledgerline/contracts'
import { clientAddress } from '../platform/security.js'
import { now } from '../models/BaseModel.js'

type Executor = Knex | Knex.Transaction

/** Who did it, from where. */
export interface AuditActor {
  id: number | null
  label: string
  ip?: string | null
  userAgent?: string | null
}

export interface AuditEntry {
  action: AuditAction
  target?: { type: string; id: string | number; label?: string | null }
  details?: Record<string, unknown>
}

/** The filters as the route's joi hands them over (dates) or the CLI gives them (strings). */
export type AuditQuery = Omit<AuditFilters, 'since' | 'until'> & { since?: string | Date; until?: string | Date }

export interface AuditPage {
  events: AuditEvent[]
  /** The cursor of the next page, while more remain. */
  next: string | null
}

/** The actor of a request: the signed-in user, an API token, or nobody yet (a failed sign-in names the address tried). */
export function actorOf<Refs extends ReqRef>(request: Request<Refs>, fallbackLabel = 'anonymous'): AuditActor {
  const { credentials } = request.auth
  const userAgent = request.headers['user-agent']
  const base = { ip: clientAddress(request), userAgent: typeof userAgent === 'string' ? userAgent : null }
  if (credentials?.user) return { ...base, id: credentials.user.id, label: credentials.user.email }
  if (credentials?.app) return { ...base, id: null, label: `${credentials.app.kind}:${credentials.app.name}` }
  return { ...base, id: null, label: fallbackLabel }
}

/** Work done by the application itself, or by a caller that named no actor. */
export const SYSTEM_ACTOR: AuditActor = { id: null, label: 'system', ip: null, userAgent: null }

/** The operator at the command line. */
export function cliActor(): AuditActor {
  let login = 'operator'
  try {
    login = userInfo().username
  } catch {
    // no passwd entry (some containers): keep the generic name
  }
  return { id: null, label: `cli:${login}`, ip: null, userAgent: 'ledgerline-cli' }
}

/** Appends one event; pass the transaction of the change it records, so both land or neither. */
async function record(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db('audit_events').insert({
    createdAt: now(),
    actorId: actor.id,
    actorLabel: actor.label.slice(0, 320),
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id).slice(0, 100) : null,
    targetLabel: entry.target?.label?.slice(0, 320) ?? null,
    ip: actor.ip?.slice(0, 64) ?? null,
    userAgent: actor.userAgent?.slice(0, 512) ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
  })
}

interface AuditRow extends Omit<AuditEvent, 'createdAt' | 'details'> {
  createdAt: string | Date
  details: string | null
}

const toEvent = (row: AuditRow): AuditEvent => ({
  ...row,
  id: Number(row.id),
  createdAt: row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt,
  details: row.details ? JSON.parse(row.details) : null,
})

const encodeCursor = (id: number) => Buffer.from(JSON.stringify({ id })).toString('base64url')

function decodeCursor(cursor: string): number {
  try {
    const { id } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { id: unknown }
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) return id
  } catch {
    // falls through to the 400
  }
  throw Boom.badRequest('"cursor" is not a cursor this list gave out')
}

const isoOf = (value: string | Date) => new Date(value).toISOString()

function filtered(db: Executor, filters: AuditQuery) {
  const query = db<AuditRow>('audit_events')
  if (filters.actor !== undefined) {
    const actor = filters.actor.trim()
    if (/^\d+$/.test(actor)) query.where('actorId', Number(actor))
    else query.where('actorLabel', actor.toLowerCase())
  }
  if (filters.action) query.where('action', filters.action)
  if (filters.since) query.where('createdAt', '>=', isoOf(filters.since))
  if (filters.until) query.where('createdAt', '<', isoOf(filters.until))
  return query
}

/** A page of events, newest first, by keyset on the id (never OFFSET). */
async function list(db: Executor, filters: AuditQuery & { limit?: number; cursor?: string }): Promise<AuditPage> {
  const limit = filters.limit ?? 100
  const query = filtered(db, filters)
  if (filters.cursor) query.where('id', '<', decodeCursor(filters.cursor))
  const rows = await query.orderBy('id', 'desc').limit(limit + 1)
  const more = rows.length > limit
  const events = rows.slice(0, limit).map(toEvent)
  return { events, next: more ? encodeCursor(events.at(-1)!.id) : null }
}

/** Every matching event, oldest first, a batch at a time (the CLI's export). */
async function* stream(db: Executor, filters: AuditQuery, batchSize = 1000): AsyncGenerator<AuditEvent> {
  let after = 0
  for (;;) {
    const rows = await filtered(db, filters).where('id', '>', after).orderBy('id').limit(batchSize)
    for (const row of rows) yield toEvent(row)
    if (rows.length < batchSize) return
    after = Number(rows.at(-1)!.id)
  }
}

export const auditService = { record, list, stream }
