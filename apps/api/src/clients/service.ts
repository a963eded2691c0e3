import type { Client as ApiClient } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { Client } from '../models/Client.js'

/** The firm's clients, by name (SPEC.md §2.12). */
async function list(db: Db): Promise<ApiClient[]> {
  const rows = await Client.query(db).orderBy('lastName').orderBy('firstName').orderBy('id')
  return rows.map((row) => row.toApi())
}

export const clientsService = { list }
