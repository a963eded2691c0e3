import Boom from '@hapi/boom'
import type { Count, Notification as ApiNotification } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { Notification } from '../models/Notification.js'

/** Each person sees and marks only their own notifications (DECISIONS.md §4). */
async function listForUser(db: Db, userId: number): Promise<ApiNotification[]> {
  const rows = await Notification.query(db).where({ userId }).orderBy('createdAt', 'desc').orderBy('id', 'desc')
  return rows.map((row) => row.toApi())
}

async function unreadCount(db: Db, userId: number): Promise<Count> {
  const row = (await Notification.query(db).where({ userId, read: false }).count({ n: '*' }).first()) as unknown as
    { n: number | string } | undefined
  return { count: Number(row?.n ?? 0) }
}

/** Another person's notification answers 404, as an unknown id does: its existence is not revealed. */
async function markRead(db: Db, userId: number, id: number): Promise<ApiNotification> {
  const notification = await Notification.query(db).findOne({ id, userId })
  if (!notification) throw Boom.notFound('Notification not found')
  if (!notification.read) await Notification.query(db).patch({ read: true }).where({ id, userId })
  notification.read = true
  return notification.toApi()
}

export const notificationsService = { listForUser, unreadCount, markRead }
