import type { AdminConfig, DatabaseConfig, Db } from '@ledgerline/api/cli'
import { loadApi, type AdminApi } from './api.js'
import { CliError } from './errors.js'

export interface Context {
  db: Db
  config: AdminConfig
  /** The API's modules for the CLI (apps/api/src/cli.ts). */
  api: AdminApi
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
 * Unless `migrated: false`, a database with pending migrations is refused with a clear message;
 * unless `create: true`, a SQLite file that does not exist is refused rather than created empty.
 */
export async function withDatabase<T>(
  work: (context: Context) => Promise<T>,
  options: { migrated?: boolean; create?: boolean } = {},
): Promise<T> {
  const api = await loadApi()
  const config = api.loadAdminConfig(process.env)
  if (!options.create && !api.databaseExists(config.database))
    throw new CliError(
      `No database at ${describeDatabase(config.database)}: set DATABASE_URL to the installation's database, ` +
        'or create it with `ledgerline migrate`',
    )
  const db = api.openDatabase(config.database)
  try {
    if (options.migrated !== false) await requireMigrated(api, db, config.database)
    return await work({ db, config, api })
  } finally {
    await db.destroy()
  }
}

/** How many migrations the database still lacks. */
async function pendingMigrations(api: AdminApi, db: Db, database: DatabaseConfig): Promise<number> {
  try {
    const [, pending] = (await db.migrate.list({ migrationSource: api.migrationSource })) as [unknown[], unknown[]]
    return pending.length
  } catch (error) {
    throw new CliError(`Cannot open the database (${describeDatabase(database)}): ${(error as Error).message}`)
  }
}

/** Applies the pending migrations with the API's own migrateLatest; answers how many ran. */
export async function applyMigrations({ api, db, config }: Context): Promise<number> {
  const pending = await pendingMigrations(api, db, config.database)
  if (pending > 0) await api.migrateLatest(db)
  return pending
}

async function requireMigrated(api: AdminApi, db: Db, database: DatabaseConfig): Promise<void> {
  const pending = await pendingMigrations(api, db, database)
  if (pending > 0) {
    throw new CliError(
      `The database (${describeDatabase(database)}) has ${pending} pending migration(s): run \`ledgerline migrate\` first`,
    )
  }
}
