import Boom from '@hapi/boom'
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_REPORT_LIMITS,
  FEEDBACK_STATUSES,
  type FeedbackReport,
  type FeedbackReportEntry,
} from '@ledgerline/contracts'
import type { Knex } from 'knex'
import type { Db } from '../db/knex.js'

/** The fields a `--fail-on` condition may test, each with its values in order (priority is the one ranked field). */
const FIELDS = {
  status: FEEDBACK_STATUSES,
  priority: FEEDBACK_PRIORITIES,
  category: FEEDBACK_CATEGORIES,
} as const
type Field = keyof typeof FIELDS
const RANKED: readonly Field[] = ['priority']

export const FAIL_ON_MAX_LENGTH = FEEDBACK_REPORT_LIMITS.failOn
/** Entries a report lists under "new" or "matching"; the counts are always complete. */
export const REPORT_LIST_LIMIT = 20
export const DEFAULT_TOP_PAGES = FEEDBACK_REPORT_LIMITS.defaultTopPages

/** One condition of a `--fail-on` expression, as the set of values it lets through. */
export interface FailOnCondition {
  field: Field
  values: string[]
}

const CLAUSE = /^\s*([a-z]+)\s*(>=|<=|!=|=|>|<)\s*([a-z|-]+)\s*$/i

/**
 * Parses `priority>=high,status=open` (every comma-separated condition must hold; `=` and `!=` take
 * alternatives as `status=open|locked`; only priority is ordered: low < normal < high < urgent).
 * Throws a 400 naming what is wrong, so the CLI exits 2 and the route answers 400.
 */
export function parseFailOn(expression: string): FailOnCondition[] {
  if (expression.length > FAIL_ON_MAX_LENGTH)
    throw Boom.badRequest(`"failOn" must be at most ${FAIL_ON_MAX_LENGTH} characters`)
  const clauses = expression.split(',')
  if (expression.trim() === '') throw Boom.badRequest('"failOn" must hold at least one condition, e.g. status=open')
  return clauses.map((clause) => {
    const match = CLAUSE.exec(clause)
    if (!match)
      throw Boom.badRequest(
        `"failOn" condition "${clause.trim()}" must look like field=value, field!=value or priority>=value`,
      )
    const field = match[1]!.toLowerCase()
    const op = match[2]!
    const given = match[3]!.toLowerCase().split('|')
    if (!(field in FIELDS))
      throw Boom.badRequest(`"failOn" field "${field}" is unknown: use ${Object.keys(FIELDS).join(', ')}`)
    const known: readonly string[] = FIELDS[field as Field]
    for (const value of given) {
      if (!known.includes(value))
        throw Boom.badRequest(`"failOn" ${field} "${value}" is unknown: use ${known.join(', ')}`)
    }
    if (op === '=' || op === '!=') {
      return { field: field as Field, values: known.filter((v) => given.includes(v) === (op === '=')) }
    }
    if (!RANKED.includes(field as Field)) throw Boom.badRequest(`"failOn" ${field} has no order: use = or !=`)
    if (given.length > 1) throw Boom.badRequest(`"failOn" ${op} takes one ${field}, not a list`)
    const rank = known.indexOf(given[0]!)
    const keep = (i: number) => (op === '>=' ? i >= rank : op === '>' ? i > rank : op === '<=' ? i <= rank : i < rank)
    return { field: field as Field, values: known.filter((_, i) => keep(i)) }
  })
}

export interface ReportOptions {
  since?: Date | string
  failOn?: string
  top?: number
}

type Row = Record<string, unknown>

function summaryOf(message: string): string {
  const line = message.trim().split(/\r?\n/)[0] ?? ''
  return line.length > 120 ? `${line.slice(0, 119)}…` : line
}

function toEntry(row: Row): FeedbackReportEntry {
  const createdAt = row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt)
  return {
    id: Number(row.id),
    createdAt,
    status: row.status as FeedbackReportEntry['status'],
    priority: row.priority as FeedbackReportEntry['priority'],
    category: row.category as FeedbackReportEntry['category'],
    pageUrl: String(row.pageUrl),
    summary: summaryOf(String(row.message)),
  }
}

const ENTRY_COLUMNS = ['id', 'createdAt', 'status', 'priority', 'category', 'pageUrl', 'message']

async function countBy<K extends string>(db: Db, column: string, keys: readonly K[]): Promise<Record<K, number>> {
  const rows: Row[] = await db('feedback').select(column).count({ n: '*' }).groupBy(column)
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>
  for (const row of rows)
    if ((keys as readonly string[]).includes(String(row[column]))) counts[row[column] as K] = Number(row.n)
  return counts
}

function applyConditions(query: Knex.QueryBuilder, conditions: FailOnCondition[]): Knex.QueryBuilder {
  for (const condition of conditions) query.whereIn(condition.field, condition.values)
  return query
}

async function countWhere(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.clone().clearSelect().clearOrder().count({ n: '*' }).first()) as Row | undefined
  return Number(row?.n ?? 0)
}

/**
 * The summary a pipeline prints: counts by status, priority, category and page over every entry; the
 * entries new since a date; the entries matching a fail-on expression. Counting is done by the database.
 */
export async function buildFeedbackReport(db: Db, options: ReportOptions = {}): Promise<FeedbackReport> {
  const conditions = options.failOn === undefined ? undefined : parseFailOn(options.failOn)
  // Taken first, so a pipeline that reports "new since the last run" from it misses no entry written meanwhile.
  const generatedAt = new Date().toISOString()
  const top = options.top ?? DEFAULT_TOP_PAGES
  const [totalRow] = await db('feedback').count<Row[]>({ n: '*' })
  const byStatus = await countBy(db, 'status', FEEDBACK_STATUSES)
  const byPriority = await countBy(db, 'priority', FEEDBACK_PRIORITIES)
  const byCategory = await countBy(db, 'category', FEEDBACK_CATEGORIES)
  const pages: Row[] = await db('feedback')
    .select('pageUrl')
    .count({ n: '*' })
    .groupBy('pageUrl')
    .orderBy([
      { column: 'n', order: 'desc' },
      { column: 'pageUrl', order: 'asc' },
    ])
    .limit(top)

  let newSince: FeedbackReport['newSince'] = null
  if (options.since !== undefined) {
    const since = new Date(options.since).toISOString()
    const query = db('feedback').select(ENTRY_COLUMNS).where('createdAt', '>=', since)
    const count = await countWhere(query)
    const rows: Row[] = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(REPORT_LIST_LIMIT)
    newSince = { since, count, entries: rows.map(toEntry) }
  }

  let failOn: FeedbackReport['failOn'] = null
  if (conditions !== undefined) {
    const query = applyConditions(db('feedback').select(ENTRY_COLUMNS), conditions)
    const count = await countWhere(query)
    const rows: Row[] = await query
      .orderByRaw("CASE priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END")
      .orderBy('id', 'desc')
      .limit(REPORT_LIST_LIMIT)
    failOn = { expression: options.failOn!, count, entries: rows.map(toEntry) }
  }

  return {
    generatedAt,
    total: Number(totalRow?.n ?? 0),
    byStatus,
    byPriority,
    byCategory,
    topPages: pages.map((row) => ({ pageUrl: String(row.pageUrl), count: Number(row.n) })),
    newSince,
    failOn,
  }
}
