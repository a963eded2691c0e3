import type { Db } from '../db/knex.js'
import { isPostgres } from '../db/knex.js'
import { insertScreenshots } from './evidence.js'
import type { Screenshot } from './screenshot.js'
import type { Feedback as ApiFeedback } from '@ledgerline/contracts'
import { SUBMITTED_COLUMNS, toApiFeedback } from '../models/Feedback.js'
import { webhooksService } from '../webhooks/service.js'

/** A feedback row as stored, without its id. */
export interface FeedbackRow {
  message: string
  reporterName: string
  reporterSource: 'account' | 'typed' | 'site'
  pageUrl: string
  status: 'open'
  priority: string
  category: string
  subcategory: string | null
  elementText: string | null
  elementSelector: string | null
  positionX: number | null
  positionY: number | null
  elementBounds: string | null
  userId: number | null
  siteId: number | null
  /** A site visitor's address to be told of status changes (never part of an answer). */
  notifyEmail: string | null
  idempotencyScope: string | null
  idempotencyKey: string | null
  createdAt: string
  updatedAt: string
  /** JSON text of the FeedbackContext the widget collected (issue 17). */
  context: string | null
  /** Whether a screenshot is stored with the row, in the same transaction (issue 17). */
  hasScreenshot: boolean
}

/** The submitted columns of models/Feedback.ts; the type says that each is a field of FeedbackRow. */
const COLUMNS: ReadonlyArray<keyof FeedbackRow> = SUBMITTED_COLUMNS

/** Rows per statement: 22 bindings each, far below SQLite's 32,766 and PostgreSQL's 65,535. */
export const MAX_BATCH = 256
/** How long the first submission of a quiet moment waits for company. */
export const BATCH_DELAY_MS = 2

interface Waiting {
  row: FeedbackRow
  /** Stored in the same transaction as its row (issue 17). */
  screenshot?: Screenshot
  resolve: (id: number) => void
  reject: (error: unknown) => void
}

const COLUMN_LIST = COLUMNS.map((c) => `"${c}"`).join(', ')
const ROW_PLACEHOLDERS = `(${COLUMNS.map(() => '?').join(', ')})`
/**
 * PostgreSQL takes the whole batch as one JSON parameter, typed by the table's own row type: one short statement
 * instead of a VALUES list of 22 parameters a row, which the driver serialized one by one and the server parsed
 * and planned anew for every batch (about half the CPU of both, measured with 100-row batches). The rows are
 * inserted in the array's order.
 */
const PG_INSERT =
  `INSERT INTO feedback (${COLUMN_LIST}) SELECT ${COLUMNS.map((c) => `r."${c}"`).join(', ')} ` +
  'FROM json_populate_recordset(NULL::feedback, ?::json) WITH ORDINALITY AS r ORDER BY r.ordinality RETURNING id'
/** An escaped UTF-16 surrogate in JSON text: PostgreSQL refuses a lone one, which the driver used to replace. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/

/** The batch as PostgreSQL's JSON parameter; a lone surrogate becomes U+FFFD, as the driver's UTF-8 encoding made it. */
function rowsAsJson(rows: readonly FeedbackRow[]): string {
  const text = JSON.stringify(rows)
  if (!ESCAPED_SURROGATE.test(text)) return text
  const wellFormed = (value: string) => Buffer.from(value, 'utf8').toString('utf8')
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? wellFormed(value) : value))
}

/**
 * One multi-row INSERT … RETURNING id: a single statement, so one transaction, committed (or not) as a
 * whole. Both databases assign the ids of the rows in row order, ascending (a sequence or SQLite's
 * AUTOINCREMENT), while neither promises the order of RETURNING's rows: so the ids are sorted and handed
 * out in the order of the rows.
 */
async function insertRows(db: Db, rows: readonly FeedbackRow[]): Promise<number[]> {
  let returned: Array<{ id: number }>
  if (isPostgres(db)) {
    returned = (await db.raw<{ rows: Array<{ id: number }> }>(PG_INSERT, [rowsAsJson(rows)])).rows
  } else {
    const sql = `INSERT INTO feedback (${COLUMN_LIST}) VALUES ${Array.from(rows, () => ROW_PLACEHOLDERS).join(', ')} RETURNING id`
    returned = await db.raw<Array<{ id: number }>>(
      sql,
      rows.flatMap((row) => COLUMNS.map((column) => row[column])),
    )
  }
  if (returned.length !== rows.length) throw new Error(`Inserted ${returned.length} feedback rows of ${rows.length}`)
  return returned.map((r) => Number(r.id)).sort((a, b) => a - b)
}

/**
 * A batch's rows, with what must be committed with them: the screenshots of those that have one, each inserted
 * once its row has its id, and the `feedback.created` webhook deliveries when an endpoint takes them. One
 * transaction, so no row is stored without its image or its event, and no event is sent for a row that is not.
 * A batch with neither stays the single statement above.
 */
async function insertBatch(db: Db, batch: readonly Waiting[]): Promise<number[]> {
  const rows = batch.map((w) => w.row)
  const announced = await webhooksService.hasSubscribers(db, 'feedback.created')
  if (!announced && !batch.some((w) => w.screenshot)) return insertRows(db, rows)
  return db.transaction(async (trx) => {
    const ids = await insertRows(trx, rows)
    await insertScreenshots(
      trx,
      batch.flatMap((w, i) => (w.screenshot ? [{ feedbackId: ids[i]!, screenshot: w.screenshot }] : [])),
    )
    if (announced)
      await webhooksService.emitEach(
        trx,
        'feedback.created',
        rows.map((row, i) => entryOf(row, ids[i]!)),
      )
    return ids
  })
}

/** The API shape of a row just stored: what the submitter is answered and what the webhook carries. */
export const entryOf = (row: FeedbackRow, id: number): ApiFeedback => toApiFeedback({ ...row, id })

/**
 * Group commit for submissions: rows that arrive together are written together. The first row of a quiet
 * moment starts a short timer; rows arriving while a batch is being written form the next batch, which is
 * written as soon as the previous one is done (or at once when MAX_BATCH rows wait). Each caller's promise
 * settles only after its own batch has committed, with its own id. If a batch fails, its rows are tried one
 * by one, so a bad row fails alone and a failure never reaches another batch's callers.
 */
export class FeedbackWriter {
  private readonly queue: Waiting[] = []
  private timer: NodeJS.Timeout | undefined
  private writing = false

  constructor(
    private readonly db: Db,
    private readonly maxBatch = MAX_BATCH,
    private readonly delayMs = BATCH_DELAY_MS,
  ) {}

  /** Resolves with the new row's id once it is committed (with its screenshot, if any). */
  insert(row: FeedbackRow, screenshot?: Screenshot): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ row, screenshot, resolve, reject })
      if (this.writing) return
      if (this.queue.length >= this.maxBatch) this.startWriting()
      else this.timer ??= setTimeout(() => this.startWriting(), this.delayMs)
    })
  }

  /** Rows accepted but not yet committed (for tests and shutdown). */
  get pending(): number {
    return this.queue.length
  }

  private startWriting(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    if (this.writing) return
    this.writing = true
    void this.drain()
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length) await this.write(this.queue.splice(0, this.maxBatch))
    } finally {
      this.writing = false
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const ids = await insertBatch(this.db, batch)
      batch.forEach((w, i) => w.resolve(ids[i]!))
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error)
      // Nothing of the batch was written: each row on its own, so only the bad ones fail.
      for (const waiting of batch) {
        try {
          waiting.resolve((await insertBatch(this.db, [waiting]))[0]!)
        } catch (rowError) {
          waiting.reject(rowError)
        }
      }
    }
  }
}

const writers = new WeakMap<Db, FeedbackWriter>()

/** The one writer of a database in this process. */
export function feedbackWriter(db: Db): FeedbackWriter {
  let writer = writers.get(db)
  if (!writer) {
    writer = new FeedbackWriter(db)
    writers.set(db, writer)
  }
  return writer
}
