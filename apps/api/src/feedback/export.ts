import { Readable } from 'node:stream'
import type { ExportFilters, ExportFormat, Feedback as ApiFeedback, FeedbackContext } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { API_COLUMNS, toApiFeedback } from '../models/Feedback.js'
import { holdYoungGeneration } from '../platform/heap.js'

/**
 * Rows fetched per round trip: memory stays bounded by this, never by the table's size. One batch is one chunk
 * of text (EXPORT_CHUNK_ENTRIES), so a batch's rows are garbage as soon as its chunk is written instead of living
 * through five writes into V8's old generation: batches of 100 peaked 5-10 MB lower than 500 (measured: CLI,
 * Markdown, 100,000 entries, SQLite and PostgreSQL), at about the same CPU.
 */
export const EXPORT_BATCH_SIZE = 100

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
 * Reads matching entries in id order, one batch at a time (keyset pagination), the next batch when the
 * consumer asks for it. Unlike knex's `.stream()`, which the sqlite3 dialect fills from one fully buffered
 * result, this keeps memory flat on both databases and never holds the (single, on SQLite) connection
 * between batches. (Reading the next batch ahead was no faster and kept more garbage alive: measured.)
 */
export async function* feedbackBatches(
  db: Db,
  filters: ExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ApiFeedback[]> {
  const since = sinceIso(filters.since)
  const read = (afterId: number): Promise<Array<Record<string, unknown>>> => {
    const query = db('feedback').select(API_COLUMNS).where('id', '>', afterId).orderBy('id').limit(batchSize)
    if (filters.status) query.where('status', filters.status)
    if (filters.priority) query.where('priority', filters.priority)
    if (since) query.where('createdAt', '>=', since)
    return query
  }
  let next: Promise<Array<Record<string, unknown>>> | undefined = read(0)
  while (next) {
    const rows: Array<Record<string, unknown>> = await next
    if (rows.length) yield rows.map(toApiFeedback)
    next = rows.length < batchSize ? undefined : read(Number(rows[rows.length - 1]!.id))
  }
}

/** Entries per chunk of text: tens of KB per write, not one small write per entry nor a whole batch at once. */
export const EXPORT_CHUNK_ENTRIES = 100

/** A batch's entries, formatted, in chunks of EXPORT_CHUNK_ENTRIES. */
function* chunksOf(batch: ApiFeedback[], format: (entry: ApiFeedback, index: number) => string): Generator<string> {
  for (let start = 0; start < batch.length; start += EXPORT_CHUNK_ENTRIES) {
    let chunk = ''
    for (let i = start; i < Math.min(batch.length, start + EXPORT_CHUNK_ENTRIES); i++) chunk += format(batch[i]!, i)
    yield chunk
  }
}

async function* jsonChunks(batches: AsyncIterable<ApiFeedback[]>): AsyncGenerator<string> {
  let first = true
  yield '['
  for await (const batch of batches) {
    yield* chunksOf(batch, (row, i) => (first && i === 0 ? '\n' : ',\n') + JSON.stringify(row))
    first = false
  }
  yield first ? ']\n' : '\n]\n'
}

// Control characters are stripped on purpose: they could break a Markdown reader's structure.
// eslint-disable-next-line no-control-regex
const MARKDOWN_SPECIAL = /[\u0000-\u0008\u000b-\u001f\u007f\\`*_{}[\]()#+\-.!|~=&<>]/g
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }
const escapeCharacter = (c: string) => ENTITIES[c] ?? (c < ' ' || c === '\u007f' ? '' : `\\${c}`)

/**
 * Makes user text inert in Markdown: HTML entities for & < >, a backslash before every
 * Markdown control character (so no heading, list, table, link, emphasis or code can start),
 * control characters dropped. With `multiline`, line breaks are kept for the caller to quote;
 * otherwise they become spaces.
 */
export function escapeMarkdown(text: string, multiline = false): string {
  const flat = multiline ? text.replace(/\r\n?/g, '\n') : text.replace(/\r\n?|\n/g, ' ')
  // One pass over the text (the export runs it on every field of every entry).
  return flat.replace(MARKDOWN_SPECIAL, escapeCharacter).replace(/^[ \t]+/gm, '')
}

/** A multi-line user text as a blockquote: every line starts with "> ", so none can start a block of its own. */
const quote = (text: string) =>
  escapeMarkdown(text, true)
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')

const orDash = (value: string | null) => (value === null || value === '' ? '–' : escapeMarkdown(value))

/** The context the widget collected, as a nested list of escaped user text (issue 17). */
function markdownContext(context: FeedbackContext | null): string[] {
  if (!context) return [`- **Context:** –`]
  const facts: Array<[string, string | undefined]> = [
    ['Browser', context.browser],
    ['OS', context.os],
    ['Viewport', context.viewport],
    ['Language', context.language],
    ['Time zone', context.timeZone],
    ['Title', context.title],
    ['Referrer', context.referrer],
  ]
  return [
    `- **Context:**`,
    ...facts.filter(([, value]) => value).map(([name, value]) => `  - ${name}: ${escapeMarkdown(value!)}`),
    ...(context.console ?? []).map(
      (line) => `  - Console ${line.level} (${escapeMarkdown(line.at)}): ${escapeMarkdown(line.message)}`,
    ),
    ...(context.network ?? []).map(
      (failure) =>
        `  - Failed request: ${escapeMarkdown(failure.method)} ${escapeMarkdown(failure.url)} (${failure.status || 'no answer'})`,
    ),
  ]
}

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
    `- **Reporter source:** ${entry.reporterSource}`,
    `- **Page:** ${orDash(entry.pageUrl)}`,
    `- **Element:** ${orDash(entry.elementText)}`,
    `- **Selector:** ${orDash(entry.elementSelector)}`,
    `- **Position:** ${position}`,
    `- **Element bounds:** ${orDash(entry.elementBounds)}`,
    // An absolute link this server built (PUBLIC_URL or the request's own origin): no user text in it.
    `- **Screenshot:** ${entry.screenshotUrl ? `<${entry.screenshotUrl}>` : '–'}`,
    ...markdownContext(entry.context),
    '',
    quote(entry.message),
    '',
    // Staff's note to the reporter, when there is one (issue 18).
    ...(entry.resolutionNote
      ? [`**Resolution note** (${entry.statusChangedAt}):`, '', quote(entry.resolutionNote), '']
      : []),
    '',
  ].join('\n')
}

async function* markdownChunks(
  batches: AsyncIterable<ApiFeedback[]>,
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
  for await (const batch of batches) {
    count += batch.length
    yield* chunksOf(batch, markdownEntry)
  }
  yield count === 0 ? 'No feedback entries found.\n' : `${count} ${count === 1 ? 'entry' : 'entries'} exported.\n`
}

/** Passes batches through, counting their entries; `onEnd` learns how many went out, and whether all did. */
async function* counted(batches: AsyncIterable<ApiFeedback[]>, onEnd: (count: number, complete: boolean) => void) {
  let count = 0
  let complete = false
  try {
    for await (const batch of batches) {
      count += batch.length
      yield batch
    }
    complete = true
  } finally {
    onEnd(count, complete)
  }
}

/** Screenshot paths made absolute links against `linkBase` (the entries are the export's own copies). */
async function* linked(batches: AsyncIterable<ApiFeedback[]>, linkBase: string) {
  for await (const batch of batches) {
    for (const entry of batch) if (entry.screenshotUrl) entry.screenshotUrl = linkBase + entry.screenshotUrl
    yield batch
  }
}

export interface ExportLinks {
  /** The origin screenshot links start with (PUBLIC_URL or the request's origin); without it they stay API paths. */
  linkBase?: string
}

/**
 * The export as a stream of text, pulled batch by batch as the consumer reads (backpressure):
 * the API sends it as an attachment, the CLI writes it to a file or stdout. Screenshots are listed as links;
 * their bytes are never read here.
 */
export function streamFeedbackExport(
  db: Db,
  format: ExportFormat,
  filters: ExportQuery = {},
  generatedAt = new Date(),
  onEnd?: (count: number, complete: boolean) => void,
  links: ExportLinks = {},
): Readable {
  const read = links.linkBase
    ? linked(feedbackBatches(db, filters), links.linkBase.replace(/\/+$/, ''))
    : feedbackBatches(db, filters)
  const batches = onEnd ? counted(read, onEnd) : read
  const stream = Readable.from(
    format === 'json' ? jsonChunks(batches) : markdownChunks(batches, filters, generatedAt),
    { objectMode: false },
  )
  // Its allocations would grow V8's young generation to 32 MB for good (platform/heap.ts).
  stream.once('close', holdYoungGeneration())
  return stream
}
