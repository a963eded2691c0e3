import type { FeedbackStatus } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import type { Feedback } from '../models/Feedback.js'
import { Notification } from '../models/Notification.js'
import { outboxService } from '../outbox/service.js'
import { wakeOutboxAfter, webhooksService } from '../webhooks/service.js'

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

/** The e-mail a site visitor who left an address receives. */
export function visitorEmail(entry: Feedback, firmName: string) {
  const { title } = reporterNotice(entry)
  const lines = [
    'Hello,',
    '',
    `${title.replace('Your feedback', 'The feedback you sent us')}:`,
    '',
    `  "${excerpt(entry.message, 200)}"`,
    '',
    ...(entry.resolutionNote ? ['Our note:', '', `  ${entry.resolutionNote}`, ''] : []),
    'Thank you for telling us.',
    '',
    firmName,
  ]
  return { to: entry.notifyEmail!, subject: title.replace(/#\d+ /, ''), text: lines.join('\n') }
}

/**
 * Closing the loop (issue 18): when staff lock or resolve an entry, its signed-in reporter gets a
 * notification in the portal's panel, a site visitor who left an address an e-mail (through the
 * outbox), and webhooks hear feedback.status_changed. Runs inside the status change's transaction, so
 * a change that is rolled back tells no one.
 */
async function statusChanged(trx: Db, entry: Feedback, from: FeedbackStatus, firmName: string): Promise<void> {
  await webhooksService.emit(trx, 'feedback.status_changed', { ...entry.toApi(), previousStatus: from })
  if (entry.status !== 'locked' && entry.status !== 'resolved') return
  if (entry.userId !== null) {
    await Notification.query(trx).insert({
      userId: entry.userId,
      ...reporterNotice(entry),
      read: false,
      createdAt: now(),
    })
  }
  if (entry.notifyEmail) {
    await outboxService.enqueueEmail(trx, visitorEmail(entry, firmName))
    wakeOutboxAfter(trx)
  }
}

export const feedbackLoop = { statusChanged }
