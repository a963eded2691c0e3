import { Readable } from 'node:stream'
import type { ExportFilters, ExportFormat, Feedback as ApiFeedback } from '@ledgerline/sdk/types'
import type { Db } from '../db/knex.js'
import { toApiFeedback } from '../models/Feedback.js'

/** Rows fetched per round trip: memory stays bounded by this, never by the table's size. */
export const EXPORT_BATCH_SIZE = 500

export type ExportQuery = Omit<ExportFilters, 'since'> & { since?: Date | string }

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
}

/** `feedback-export-YYYY-MM-DD.json` or `.md` (DECISIONS.md §6), dated in UTC. */
export function exportFilename(format: ExportFormat, date: Date = new Date()): string {
  return `feedback-export-${date.toISOString().slice(0, 10)}.${format === 'json' ? 'json' : 'md'}`
}

const sinceIso = (since: Date | string | undefined) => (since === undefined ? undefined : new Date(since).toISOString())

/**
 * Reads matching entries in id order, one batch at a time (keyset pagination). Unlike knex's
 * `.stream()`, which the sqlite3 dialect fills from one fully buffered result, this keeps memory
 * flat on both databases and never holds the (single, on SQLite) connection between batches.
 */
export async function* feedbackRows(
  db: Db,
  filters: ExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ApiFeedback> {
  const since = sinceIso(filters.since)
  let lastId = 0
  for (;;) {
    const query = db('feedback')
      .select('id', 'message', 'reporterName', 'pageUrl', 'status', 'priority', 'category', 'subcategory')
      .select('elementText', 'elementSelector', 'positionX', 'positionY', 'elementBounds', 'createdAt')
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(batchSize)
    if (filters.status) query.where('status', filters.status)
    if (filters.priority) query.where('priority', filters.priority)
    if (since) query.where('createdAt', '>=', since)
    const rows: Array<Record<string, unknown>> = await query
    for (const row of rows) yield toApiFeedback(row)
    if (rows.length < batchSize) return
    lastId = Number(rows[rows.length - 1]!.id)
  }
}

async function* jsonChunks(rows: AsyncIterable<ApiFeedback>): AsyncGenerator<string> {
  let first = true
  yield '['
  for await (const row of rows) {
    yield (first ? '\n' : ',\n') + JSON.stringify(row)
    first = false
  }
  yield first ? ']\n' : '\n]\n'
}

/**
 * Makes user text inert in Markdown: HTML entities for & < >, a backslash before every
 * Markdown control character (so no heading, list, table, link, emphasis or code can start),
 * control characters dropped. With `multiline`, line breaks are kept for the caller to quote;
 * otherwise they become spaces.
 */
export function escapeMarkdown(text: string, multiline = false): string {
  const flat = multiline ? text.replace(/\r\n?/g, '\n') : text.replace(/\r\n?|\n/g, ' ')
  return flat
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\`*_{}[\]()#+\-.!|~=]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/^[ \t]+/gm, '')
}

/** A multi-line user text as a blockquote: every line starts with "> ", so none can start a block of its own. */
const quote = (text: string) =>
  escapeMarkdown(text, true)
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')

const orDash = (value: string | null) => (value === null || value === '' ? '–' : escapeMarkdown(value))

function markdownEntry(entry: ApiFeedback): string {
  const position = entry.positionX === null || entry.positionY === null ? '–' : `${entry.positionX}, ${entry.positionY}`
  return [
    `## Feedback #${entry.id}`,
    '',
    `- **Created:** ${entry.createdAt}`,
    `- **Status:** ${entry.status}`,
    `- **Priority:** ${entry.priority}`,
    `- **Category:** ${escapeMarkdown(entry.category)}${entry.subcategory ? ` / ${escapeMarkdown(entry.subcategory)}` : ''}`,
    `- **Reporter:** ${orDash(entry.reporterName)}`,
    `- **Page:** ${orDash(entry.pageUrl)}`,
    `- **Element:** ${orDash(entry.elementText)}`,
    `- **Selector:** ${orDash(entry.elementSelector)}`,
    `- **Position:** ${position}`,
    `- **Element bounds:** ${orDash(entry.elementBounds)}`,
    '',
    quote(entry.message),
    '',
    '',
  ].join('\n')
}

async function* markdownChunks(
  rows: AsyncIterable<ApiFeedback>,
  filters: ExportQuery,
  generatedAt: Date,
): AsyncGenerator<string> {
  const applied = [
    filters.status && `status ${filters.status}`,
    filters.priority && `priority ${filters.priority}`,
    filters.since !== undefined && `since ${sinceIso(filters.since)}`,
  ].filter(Boolean)
  yield `# Feedback export\n\nGenerated ${generatedAt.toISOString()}. Filters: ${applied.length ? applied.join(', ') : 'none'}.\n\n`
  let count = 0
  for await (const row of rows) {
    count++
    yield markdownEntry(row)
  }
  yield count === 0 ? 'No feedback entries found.\n' : `${count} ${count === 1 ? 'entry' : 'entries'} exported.\n`
}

/**
 * The export as a stream of text, pulled batch by batch as the consumer reads (backpressure):
 * the API sends it as an attachment, the CLI writes it to a file or stdout.
 */
/** Passes rows through, counting them; `onEnd` learns how many went out, and whether all did. */
async function* counted<T>(rows: AsyncIterable<T>, onEnd: (count: number, complete: boolean) => void) {
  let count = 0
  let complete = false
  try {
    for await (const row of rows) {
      count++
      yield row
    }
    complete = true
  } finally {
    onEnd(count, complete)
  }
}

export function streamFeedbackExport(
  db: Db,
  format: ExportFormat,
  filters: ExportQuery = {},
  generatedAt = new Date(),
  onEnd?: (count: number, complete: boolean) => void,
): Readable {
  const rows = onEnd ? counted(feedbackRows(db, filters), onEnd) : feedbackRows(db, filters)
  return Readable.from(format === 'json' ? jsonChunks(rows) : markdownChunks(rows, filters, generatedAt), {
    objectMode: false,
  })
}
