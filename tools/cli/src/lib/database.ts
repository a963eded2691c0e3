import type { Db } from '@ledgerline/api/db/knex'
import type { Config, DatabaseConfig } from '@ledgerline/api/platform/config'
import { CliError } from './errors.js'

export interface Context {
  db: Db
  config: Config
}

/** Where the data lives, for messages: a PostgreSQL URL never shows its password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.client === 'sqlite3') return `SQLite ${database.connection}`
  try {
    const url = new URL(database.connection)
    if (url.password) url.password = '***'
    return `PostgreSQL ${url.toString()}`
  } catch {
    return 'PostgreSQL'
  }
}

/**
 * Opens the database the API would open (same DATABASE_URL resolution, same settings), runs `work`
 * and always closes the connection, so the process can end on its own.
 * Unless `migrated: false`, a database with pending migrations is refused with a clear message.
 */
export async function withDatabase<T>(
  work: (context: Context) => Promise<T>,
  options: { migrated?: boolean } = {},
): Promise<T> {
  const { loadConfig } = await import('@ledgerline/api/platform/config')
  const { createKnex } = await import('@ledgerline/api/db/knex')
  const config = loadConfig(process.env)
  const db = createKnex(config.database)
  try {
    if (options.migrated !== false) await requireMigrated(db, config.database)
    return await work({ db, config })
  } finally {
    await db.destroy()
  }
}

/** How many migrations the database still lacks. */
async function pendingMigrations(db: Db, database: DatabaseConfig): Promise<number> {
  const { migrationSource } = await import('@ledgerline/api/db/migrations/index')
  try {
    const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]]
    return pending.length
  } catch (error) {
    throw new CliError(`Cannot open the database (${describeDatabase(database)}): ${(error as Error).message}`)
  }
}

/** Applies the pending migrations with the API's own migrateLatest; answers how many ran. */
export async function applyMigrations({ db, config }: Context): Promise<number> {
  const pending = await pendingMigrations(db, config.database)
  if (pending > 0) {
    const { migrateLatest } = await import('@ledgerline/api/db/knex')
    await migrateLatest(db)
  }
  return pending
}

async function requireMigrated(db: Db, database: DatabaseConfig): Promise<void> {
  const pending = await pendingMigrations(db, database)
  if (pending > 0) {
    throw new CliError(
      `The database (${describeDatabase(database)}) has ${pending} pending migration(s): run \`ledgerline migrate\` first`,
    )
  }
}
