import Boom from '@hapi/boom'
import type { UserCredentials } from '@hapi/hapi'
import {
  FEEDBACK_PAGE_SIZE,
  INTERNAL_ROLES,
  type Count,
  type Feedback as ApiFeedback,
  type FeedbackInput,
  type FeedbackListQuery,
  type FeedbackStatus,
  type FeedbackSummary,
  type FeedbackUpdate,
} from '@ledgerline/contracts'
import type { Knex } from 'knex'
import { isPostgres, type Db } from '../db/knex.js'
import { cacheFor, type ReadCache } from '../db/read-cache.js'
import { now } from '../models/BaseModel.js'
import { API_COLUMNS, Feedback, toApiFeedback } from '../models/Feedback.js'
import { containsClauses } from '../models/search.js'
import { webhooksService } from '../webhooks/service.js'
import { findScreenshot, serializeContext, type StoredScreenshot } from './evidence.js'
import { feedbackLoop } from './loop.js'
import type { Screenshot } from './screenshot.js'
import { entryOf, feedbackWriter, type FeedbackRow } from './writer.js'

/** Who submits: a signed-in person, or an embedding site by its key from an address (DECISIONS.md §6, §7). */
export type Submitter =
  { kind: 'user'; id: number; username: string } | { kind: 'site'; siteId: number; address: string }

type Actor = Pick<UserCredentials, 'id' | 'role'>

const isInternal = (actor: Actor) => (INTERNAL_ROLES as readonly string[]).includes(actor.role ?? '')

/** Allowed status changes (DECISIONS.md §6); nothing leaves `resolved`. Setting the current status again is a no-op. */
const TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  open: ['open', 'locked', 'resolved'],
  locked: ['locked', 'open', 'resolved'],
  resolved: ['resolved'],
}

/** A repeated Idempotency-Key answers the original entry for this long (DECISIONS.md §6). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000

/** A submission as the route's schema leaves it: the screenshot decoded and verified (issue 17). */
export type SubmissionInput = Omit<FeedbackInput, 'screenshot'> & { screenshot?: Screenshot | null }

/** What a submission answers: the entry, and whether this request stored it (201) or repeated one (200). */
export interface Submission {
  entry: ApiFeedback
  created: boolean
}

/**
 * The stored row of a submission. The reporter's name is typed by the submitter, or taken from the
 * account (a signed-in person who left it empty); `reporterSource` says which, so nobody mistakes a
 * typed "Ledgerline Support" for an account.
 */
function rowFor(submitter: Submitter, input: SubmissionInput, idempotencyKey: string | undefined): FeedbackRow {
  const timestamp = now()
  const typed = input.reporterName || undefined
  const [reporterName, reporterSource]: [string, FeedbackRow['reporterSource']] =
    submitter.kind === 'site'
      ? [typed ?? 'Anonymous', 'site']
      : typed
        ? [typed, 'typed']
        : [submitter.username || 'Anonymous', 'account']
  return {
    message: input.message,
    reporterName,
    reporterSource,
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
    idempotencyScope:
      idempotencyKey === undefined
        ? null
        : submitter.kind === 'user'
          ? `user:${submitter.id}`
          : `site:${submitter.siteId}:${submitter.address}`,
    idempotencyKey: idempotencyKey ?? null,
    createdAt: timestamp,
    updatedAt: timestamp,
    context: serializeContext(input.context),
    hasScreenshot: Boolean(input.screenshot),
  }
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return code === '23505' || (code === 'SQLITE_CONSTRAINT' && /UNIQUE/.test(message ?? ''))
}

/**
 * Written with its batch (group commit), the screenshot and the feedback.created deliveries in the same
 * transaction; the answer is built from the row itself, without reading it back.
 */
async function insert(db: Db, row: FeedbackRow, screenshot?: Screenshot): Promise<ApiFeedback> {
  return entryOf(row, await feedbackWriter(db).insert(row, screenshot))
}

/**
 * The entry stored under the row's idempotency key within the window, if any. A holder older than the
 * window gives the key up, so the new submission can take it.
 */
async function findRepeated(db: Db, row: FeedbackRow): Promise<ApiFeedback | undefined> {
  const key = { idempotencyScope: row.idempotencyScope, idempotencyKey: row.idempotencyKey }
  const original = await Feedback.query(db).where(key).first()
  if (!original) return undefined
  if (Date.parse(original.createdAt) >= Date.now() - IDEMPOTENCY_WINDOW_MS) return original.toApi()
  await Feedback.query(db)
    .patch({ idempotencyKey: null })
    .where({ id: original.id, ...key })
  return undefined
}

async function submitOnce(db: Db, row: FeedbackRow, screenshot?: Screenshot): Promise<Submission> {
  // A repeat stores nothing: neither a row nor a second image.
  const original = await findRepeated(db, row)
  if (original) return { entry: original, created: false }
  try {
    return { entry: await insert(db, row, screenshot), created: true }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // A parallel repeat (here, or on another instance) stored it first: the unique index kept one.
    const winner = await findRepeated(db, row)
    if (winner) return { entry: winner, created: false }
    throw Boom.conflict('This Idempotency-Key is in use; try again')
  }
}

/** Repeats of one key in this process wait for each other, so they do not race to the unique index. */
const keysInFlight = new WeakMap<Db, Map<string, Promise<Submission>>>()

/**
 * Input is validated by the route's joi schema (trimmed, limits, subcategory of its category). With an
 * idempotency key, a repeat from the same submitter within 24 hours answers the original entry and stores nothing.
 */
async function submit(
  db: Db,
  submitter: Submitter,
  input: SubmissionInput,
  idempotencyKey?: string,
): Promise<Submission> {
  // feedback.created is queued by the writer, in the transaction that stores the row.
  return store(db, rowFor(submitter, input, idempotencyKey), input.screenshot ?? undefined)
}

/** Stores the row, or finds the entry an earlier request with the same idempotency key stored. */
async function store(db: Db, row: FeedbackRow, screenshot?: Screenshot): Promise<Submission> {
  if (row.idempotencyKey === null) return { entry: await insert(db, row, screenshot), created: true }
  let inFlight = keysInFlight.get(db)
  if (!inFlight) keysInFlight.set(db, (inFlight = new Map()))
  const slot = `${row.idempotencyScope}\n${row.idempotencyKey}`
  const earlier = inFlight.get(slot)
  const work = (async () => {
    if (earlier) await earlier.catch(() => undefined)
    return submitOnce(db, row, screenshot)
  })()
  inFlight.set(slot, work)
  try {
    return await work
  } finally {
    if (inFlight.get(slot) === work) inFlight.delete(slot)
  }
}

/** At most this many pins per page: the newest. */
export const MAX_PINS = 500

/**
 * The pins of one page: its newest unresolved entries with a position (the partial index feedback_pins;
 * its predicate is written out literally, as SQLite needs to use it). Internal roles see every pin of
 * the page; anyone else only the entries they submitted.
 */
async function listPins(db: Db, actor: Actor, pageUrl: string): Promise<ApiFeedback[]> {
  const query = db('feedback')
    .select(API_COLUMNS)
    .whereRaw(`status in ('open', 'locked') and "positionX" is not null and "positionY" is not null`)
    .orderBy('id', 'desc')
    .limit(MAX_PINS)
  // PostgreSQL indexes the page by its md5. Asking for the URL as well made the planner multiply two
  // selectivities of one condition and sort every pin of the page; the URL is compared below instead.
  if (isPostgres(db)) query.whereRaw('md5("pageUrl") = md5(?)', [pageUrl])
  else query.where('pageUrl', pageUrl)
  if (!isInternal(actor)) query.where('userId', actor.id)
  const rows: Array<Record<string, unknown>> = await query
  return rows.filter((row) => row.pageUrl === pageUrl).map(toApiFeedback)
}

/** Entries per page of the list: default and ceiling (DECISIONS.md §6). */
export const PAGE_SIZE = FEEDBACK_PAGE_SIZE

/** The list's query as the route's schema hands it over: the cursor decoded to the id the page before ended at. */
export type FeedbackPageQuery = Omit<FeedbackListQuery, 'pageUrl' | 'cursor'> & { cursor?: number }

export interface FeedbackPage {
  entries: ApiFeedback[]
  /** The cursor of the next page, while more remain. */
  next?: number
}

/** The search box: the text index of each database (see the feedback_scale migration), substring semantics. */
function whereSearched(db: Db, query: Knex.QueryBuilder, text: string): void {
  // FTS5's trigram tokenizer needs three characters; shorter text is rare and cheap enough to scan for.
  if (!isPostgres(db) && [...text].length >= 3) {
    const phrase = `"${text.replace(/"/g, '""')}"`
    query.whereRaw('id in (select rowid from feedback_search where feedback_search match ?)', [phrase])
    return
  }
  const clauses = containsClauses(['message', 'reporterName', 'pageUrl'], text)
  query.where((q) => {
    for (const c of clauses) q.orWhereRaw(c.sql, c.bindings)
  })
}

/** One page of the list for feedback management, newest first, by keyset on the id (never OFFSET). */
async function listPage(db: Db, filters: FeedbackPageQuery): Promise<FeedbackPage> {
  const limit = filters.limit ?? PAGE_SIZE.default
  const query = db('feedback')
    .select(API_COLUMNS)
    .orderBy('id', 'desc')
    .limit(limit + 1)
  if (filters.cursor !== undefined) query.where('id', '<', filters.cursor)
  if (filters.status) query.where('status', filters.status)
  if (filters.priority) query.where('priority', filters.priority)
  if (filters.since) query.where('createdAt', '>=', filters.since)
  if (filters.q) whereSearched(db, query, filters.q)
  const rows: Array<Record<string, unknown>> = await query
  const entries = rows.slice(0, limit).map(toApiFeedback)
  return rows.length > limit ? { entries, next: entries[entries.length - 1]!.id } : { entries }
}

/**
 * GET /api/feedback: with pageUrl, the page's pins for anyone signed in; without, a page of the list,
 * which only internal roles may read (one path, two audiences, so the rule lives here).
 */
async function listFor(db: Db, actor: Actor, query: FeedbackPageQuery & { pageUrl?: string }): Promise<FeedbackPage> {
  if (query.pageUrl !== undefined) return { entries: await listPins(db, actor, query.pageUrl) }
  if (!isInternal(actor)) throw Boom.forbidden('Insufficient scope')
  return listPage(db, query)
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

const summaryCaches = new WeakMap<Db, ReadCache<FeedbackSummary>>()

/** Entries by status, from one grouped query, kept in-process like the count. */
async function summary(db: Db): Promise<FeedbackSummary> {
  return cacheFor(summaryCaches, db, ['feedback'], COUNT_CACHE_MS).getOrLoad('summary', async () => {
    const rows = await db('feedback')
      .select('status')
      .count<Array<{ status: string; n: number | string }>>({ n: '*' })
      .groupBy('status')
    const result: FeedbackSummary = { total: 0, open: 0, locked: 0, resolved: 0 }
    for (const { status, n } of rows) {
      result.total += Number(n)
      if (status === 'open' || status === 'locked' || status === 'resolved') result[status] += Number(n)
    }
    return result
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

/**
 * One entry for its reader: internal roles any, anyone else only an entry they submitted. Any other entry is
 * "not found", so its existence is not told (issue 17).
 */
async function readable(db: Db, actor: Actor, id: number): Promise<Feedback> {
  const entry = await Feedback.query(db).findById(id)
  if (!entry || (!isInternal(actor) && entry.userId !== actor.id)) throw Boom.notFound('Feedback entry not found')
  return entry
}

async function get(db: Db, actor: Actor, id: number): Promise<ApiFeedback> {
  return (await readable(db, actor, id)).toApi()
}

/** An entry's screenshot, behind exactly the permission of reading the entry. */
async function screenshot(db: Db, actor: Actor, id: number): Promise<StoredScreenshot> {
  const entry = await readable(db, actor, id)
  const image = entry.hasScreenshot ? await findScreenshot(db, id) : undefined
  if (!image) throw Boom.notFound('This feedback entry has no screenshot')
  return image
}

export const feedbackService = {
  get,
  screenshot,
  submit,
  listPins,
  listPage,
  listFor,
  countOpen,
  summary,
  update,
  remove,
}
