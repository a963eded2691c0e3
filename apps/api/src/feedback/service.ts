import Boom from '@hapi/boom'
import type { UserCredentials } from '@hapi/hapi'
import {
  INTERNAL_ROLES,
  type Count,
  type Feedback as ApiFeedback,
  type FeedbackFilters,
  type FeedbackInput,
  type FeedbackStatus,
  type FeedbackUpdate,
} from '@ledgerline/sdk/types'
import type { Db } from '../db/knex.js'
import { cacheFor, type ReadCache } from '../db/read-cache.js'
import { now } from '../models/BaseModel.js'
import { Feedback } from '../models/Feedback.js'
import { containsClauses } from '../models/search.js'
import { webhooksService } from '../webhooks/service.js'
import { feedbackLoop } from './loop.js'

/** Who submits: a signed-in person, or an embedding site by its key (DECISIONS.md §6, §7). */
export type Submitter = { kind: 'user'; id: number; username: string } | { kind: 'site'; siteId: number }

type Actor = Pick<UserCredentials, 'id' | 'role'>

/** Allowed status changes (DECISIONS.md §6); nothing leaves `resolved`. Setting the current status again is a no-op. */
const TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  open: ['open', 'locked', 'resolved'],
  locked: ['locked', 'open', 'resolved'],
  resolved: ['resolved'],
}

/** Input is validated by the route's joi schema (trimmed, limits, subcategory of its category). */
async function create(db: Db, submitter: Submitter, input: FeedbackInput): Promise<ApiFeedback> {
  const fallbackName = submitter.kind === 'user' ? submitter.username : 'Anonymous'
  const timestamp = now()
  const row = await Feedback.query(db).insertAndFetch({
    message: input.message,
    reporterName: input.reporterName || fallbackName || 'Anonymous',
    pageUrl: input.pageUrl,
    status: 'open',
    priority: input.priority ?? 'normal',
    category: input.category,
    subcategory: input.subcategory ?? null,
    elementText: input.elementText ?? null,
    elementSelector: input.elementSelector ?? null,
    positionX: input.positionX ?? null,
    positionY: input.positionY ?? null,
    elementBounds: input.elementBounds ?? null,
    userId: submitter.kind === 'user' ? submitter.id : null,
    siteId: submitter.kind === 'site' ? submitter.siteId : null,
    notifyEmail: submitter.kind === 'site' ? (input.notifyEmail ?? null) : null,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  const entry = row.toApi()
  await webhooksService.emit(db, 'feedback.created', { ...entry })
  return entry
}

/** The pins of one page: unresolved entries with a position. */
async function listPins(db: Db, pageUrl: string): Promise<ApiFeedback[]> {
  const rows = await Feedback.query(db)
    .where({ pageUrl })
    .whereIn('status', ['open', 'locked'])
    .whereNotNull('positionX')
    .whereNotNull('positionY')
    .orderBy('id')
  return rows.map((row) => row.toApi())
}

/** The full list for feedback management, newest first. */
async function list(db: Db, filters: FeedbackFilters): Promise<ApiFeedback[]> {
  const query = Feedback.query(db)
  if (filters.status) query.where('status', filters.status)
  if (filters.priority) query.where('priority', filters.priority)
  if (filters.q) {
    const clauses = containsClauses(['message', 'reporterName', 'pageUrl'], filters.q)
    query.where((q) => clauses.forEach((c) => q.orWhereRaw(c.sql, c.bindings)))
  }
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc')
  return rows.map((row) => row.toApi())
}

/**
 * GET /api/feedback: with pageUrl, the page's pins for anyone signed in; without, the full list,
 * which only internal roles may read (one path, two audiences, so the rule lives here).
 */
async function listFor(db: Db, actor: Actor, query: FeedbackFilters & { pageUrl?: string }): Promise<ApiFeedback[]> {
  if (query.pageUrl !== undefined) return listPins(db, query.pageUrl)
  if (!(INTERNAL_ROLES as readonly string[]).includes(actor.role ?? '')) throw Boom.forbidden('Insufficient scope')
  return list(db, query)
}

/**
 * The open count is polled by every signed-in page; it is kept in-process for a moment and emptied by any
 * write to feedback this process makes, so it is exact here and at most COUNT_CACHE_MS behind other instances.
 */
export const COUNT_CACHE_MS = 2000
const countCaches = new WeakMap<Db, ReadCache<Count>>()

async function countOpen(db: Db): Promise<Count> {
  return cacheFor(countCaches, db, ['feedback'], COUNT_CACHE_MS).getOrLoad('open', async () => {
    const row = (await Feedback.query(db).where('status', 'open').count({ n: '*' }).first()) as unknown as
      { n: number | string } | undefined
    return { count: Number(row?.n ?? 0) }
  })
}

/**
 * Changes status and/or priority. The update is conditional on the status it was checked
 * against, so a concurrent change (say, a resolve) cannot be overwritten: that answers 409.
 * A status change records when it happened and staff's note (or none), and tells the reporter
 * (feedbackLoop) in the same transaction; the same status again with a note corrects the note only.
 */
async function update(
  db: Db,
  id: number,
  patch: FeedbackUpdate,
  options: { firmName?: string } = {},
): Promise<ApiFeedback> {
  const current = await Feedback.query(db).findById(id)
  if (!current) throw Boom.notFound('Feedback entry not found')
  if (patch.status && !TRANSITIONS[current.status].includes(patch.status)) {
    throw Boom.conflict(`Feedback cannot go from ${current.status} to ${patch.status}`)
  }
  const { note, ...fields } = patch
  const timestamp = now()
  const statusChanged = patch.status !== undefined && patch.status !== current.status
  const changes: Partial<Feedback> = { ...fields, updatedAt: timestamp }
  if (statusChanged) Object.assign(changes, { statusChangedAt: timestamp, resolutionNote: note ?? null })
  else if (note !== undefined) changes.resolutionNote = note
  const updated = await db.transaction(async (trx) => {
    const changed = await Feedback.query(trx).patch(changes).where({ id, status: current.status })
    if (changed === 0) return undefined
    const row = (await Feedback.query(trx).findById(id))!
    if (statusChanged) await feedbackLoop.statusChanged(trx, row, current.status, options.firmName ?? 'Ledgerline')
    return row
  })
  if (!updated) {
    if (!(await Feedback.query(db).findById(id))) throw Boom.notFound('Feedback entry not found')
    throw Boom.conflict('Feedback entry was changed by someone else; reload and try again')
  }
  return updated.toApi()
}

async function remove(db: Db, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const deleted = await Feedback.query(trx).deleteById(id)
    if (deleted === 0) throw Boom.notFound('Feedback entry not found')
    await webhooksService.emit(trx, 'feedback.deleted', { id })
  })
}

export const feedbackService = { create, listPins, list, listFor, countOpen, update, remove }
