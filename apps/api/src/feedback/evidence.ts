import type { FeedbackContext } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import type { Screenshot } from './screenshot.js'

/** Where an entry's screenshot is served (docs/API.md): a path, resolved against the API's base URL. */
export const screenshotPath = (feedbackId: number): string => `/api/feedback/${feedbackId}/screenshot`

/** Inserts screenshots of rows that were just inserted, in the caller's transaction (the group-commit writer). */
export async function insertScreenshots(
  trx: Db,
  items: ReadonlyArray<{ feedbackId: number; screenshot: Screenshot }>,
): Promise<void> {
  const createdAt = now()
  // One statement per image: a batch of large images is not bound into one huge statement.
  for (const { feedbackId, screenshot } of items)
    await trx('feedbackScreenshots').insert({
      feedbackId,
      type: screenshot.type,
      bytes: screenshot.bytes,
      width: screenshot.width,
      height: screenshot.height,
      size: screenshot.bytes.length,
      createdAt,
    })
}

export interface StoredScreenshot {
  type: string
  bytes: Buffer
  size: number
}

/** The image of an entry, if it has one. */
export async function findScreenshot(db: Db, feedbackId: number): Promise<StoredScreenshot | undefined> {
  const row: StoredScreenshot | undefined = await db('feedbackScreenshots')
    .where({ feedbackId })
    .first('type', 'bytes', 'size')
  return row && { type: row.type, bytes: Buffer.from(row.bytes), size: Number(row.size) }
}

/** The stored context (JSON text, or PostgreSQL's parsed value if the column is ever made jsonb), or null. */
export function parseContext(value: unknown): FeedbackContext | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return value
  if (typeof value !== 'string') return null
  try {
    return JSON.parse(value) as FeedbackContext
  } catch {
    return null
  }
}

/** The context as stored: null when absent or empty. */
export function serializeContext(context: FeedbackContext | null | undefined): string | null {
  return context && Object.keys(context).length ? JSON.stringify(context) : null
}
