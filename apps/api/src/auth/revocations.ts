import '../platform/types.js'
import type { Server } from '@hapi/hapi'
import type { Knex } from 'knex'
import type pg from 'pg'
import { isPostgres, type Db } from '../db/knex.js'
import { forgetCachedSessions } from './sessions.js'

const CHANNEL = 'ledgerline_sessions'
export const REVOKED_EVENT = 'sessions-revoked'

/**
 * Tells every API instance to drop its cached sessions, so a deactivation, a role change or ended sessions
 * apply to the user's next request everywhere, not after the cache's few seconds. PostgreSQL delivers the
 * NOTIFY when the surrounding transaction commits. SQLite instances share no server to tell: there the
 * cache's short lifetime is the bound.
 */
export async function announceRevocation(db: Knex | Knex.Transaction): Promise<void> {
  if (isPostgres(db as Db)) await db.raw(`NOTIFY ${CHANNEL}`)
}

/** On PostgreSQL, one connection per instance listens for revocations while the server runs. */
export function listenForRevocations(server: Server): void {
  const { db, config } = server.app
  if (config.database.client !== 'pg') return
  let listener: pg.Client | undefined
  // Emitted after the cache is dropped: tests wait on it rather than on time.
  server.event(REVOKED_EVENT)
  server.ext('onPreStart', async () => {
    // Imported here: a server on SQLite never loads the PostgreSQL driver.
    const { default: driver } = await import('pg')
    const client = new driver.Client({ connectionString: config.database.connection })
    client.on('notification', () => {
      forgetCachedSessions(db)
      void server.events.emit(REVOKED_EVENT)
    })
    client.on('error', (error) => server.log(['error', 'revocations'], error))
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    listener = client
  })
  server.ext('onPostStop', async () => {
    await listener?.end()
  })
}
