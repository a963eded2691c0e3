import type { User as ApiUser } from '@ledgerline/sdk/types'
import type { Db } from '../db/knex.js'
import { User } from '../models/User.js'

/** Every user, oldest first; `toApi` leaves the password hash and every secret on the server. */
async function list(db: Db): Promise<ApiUser[]> {
  const rows = await User.query(db).orderBy('createdAt').orderBy('id')
  return rows.map((row) => row.toApi())
}

export const usersService = { list }
