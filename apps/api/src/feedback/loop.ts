import type { FeedbackStatus } from '@ledgerline/sdk/types'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import type { Feedback } from '../models/Feedback.js'
import { Notification } from '../models/Notification.js'

/** The message's first line, shortened, to remind the reporter which entry is meant. */
export function excerpt(message: string, max = 80): string {
  const line = message.trim().split(/\r?\n/)[0] ?? ''
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** What the reporter is told when staff lock or resolve their entry. */
export function reporterNotice(entry: Feedback): { type: 'info' | 'success'; title: string; description: string } {
  const resolved = entry.status === 'resolved'
  return {
    type: resolved ? 'success' : 'info',
    title: resolved ? `Your feedback #${entry.id} was resolved` : `Your feedback #${entry.id} is being looked at`,
    description: entry.resolutionNote ? entry.resolutionNote : `“${excerpt(entry.message)}”`,
  }
}

/**
 * Closing the loop (issue 18): when staff lock or resolve an entry, its signed-in reporter gets a
 * notification in the portal's panel. Runs inside the status change's transaction, so a change
 * that is rolled back tells no one.
 */
async function statusChanged(trx: Db, entry: Feedback, _from: FeedbackStatus): Promise<void> {
  if (entry.status !== 'locked' && entry.status !== 'resolved') return
  if (entry.userId !== null) {
    await Notification.query(trx).insert({
      userId: entry.userId,
      ...reporterNotice(entry),
      read: false,
      createdAt: now(),
    })
  }
}

export const feedbackLoop = { statusChanged }
