import type { User as ApiUser } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { User } from '../models/User.js'
import { invitedUserIds } from './invitations.js'

/** Every user, oldest first; `toApi` leaves the password hash and every secret on the server. */
async function list(db: Db): Promise<ApiUser[]> {
  const [rows, invited] = await Promise.all([User.query(db).orderBy('createdAt').orderBy('id'), invitedUserIds(db)])
  return rows.map((row) => row.toApi(invited.has(row.id)))
}

export const usersService = { list }
