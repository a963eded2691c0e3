import Boom from '@hapi/boom'
import { MY_FEEDBACK_PAGE_SIZE, type Feedback as ApiFeedback, type MyFeedbackQuery } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { Feedback } from '../models/Feedback.js'

/** An opaque position in one person's list: the last id shown (keyset, never OFFSET). */
const encodeCursor = (id: number) => Buffer.from(`mine:${id}`).toString('base64url')

function decodeCursor(cursor: string): number {
  const match = /^mine:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match) throw Boom.badRequest('"cursor" is not a cursor this list gave out')
  return Number(match[1])
}

/**
 * "My reports": the entries a signed-in person submitted, newest first, a page at a time.
 * Answers the page and the cursor of the next one while more remain.
 */
export async function listMine(
  db: Db,
  userId: number,
  query: MyFeedbackQuery,
): Promise<{ entries: ApiFeedback[]; next: string | null }> {
  const limit = query.limit ?? MY_FEEDBACK_PAGE_SIZE.default
  const rows = Feedback.query(db)
    .where({ userId })
    .orderBy('id', 'desc')
    .limit(limit + 1)
  if (query.cursor !== undefined) rows.where('id', '<', decodeCursor(query.cursor))
  const found = await rows
  const page = found.slice(0, limit)
  return {
    entries: page.map((row) => row.toApi()),
    next: found.length > limit ? encodeCursor(page[page.length - 1]!.id) : null,
  }
}
