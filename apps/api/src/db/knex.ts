import { closeSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'
import knexFactory, { type Knex } from 'knex'
import { ensurePrivateFile, type DatabaseConfig } from '../platform/config.js'
import { migrationSource } from './migrations/index.js'

export type Db = Knex

/** Every SQLite setting in one place (STYLE.md): WAL, foreign keys, busy timeout, synchronous=NORMAL. */
const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA foreign_keys = ON',
  'PRAGMA busy_timeout = 5000',
  'PRAGMA synchronous = NORMAL',
]

type SqliteConnection = { run: (sql: string, cb: (err: Error | null) => void) => void }

/** `log` replaces knex's own warnings, which go to stdout with a stack (the CLI reports errors itself). */
export function createKnex(database: DatabaseConfig, options: { log?: Knex.Logger } = {}): Db {
  if (database.client === 'pg') {
    return knexFactory({
      client: 'pg',
      connection: database.connection,
      pool: { min: 0, max: 10 },
      log: options.log,
    })
  }
  if (database.connection !== ':memory:') preparePrivateFile(database.connection)
  return knexFactory({
    client: 'sqlite3',
    connection: { filename: database.connection },
    useNullAsDefault: true,
    log: options.log,
    pool: {
      // One connection: SQLite serialises writers anyway, and ':memory:' must stay one database.
      min: 1,
      max: 1,
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) {
        const next = (i: number): void => {
          if (i === SQLITE_PRAGMAS.length) return done(null, conn)
          conn.run(SQLITE_PRAGMAS[i]!, (err) => (err ? done(err, conn) : next(i + 1)))
        }
        next(0)
      },
    },
  })
}

/**
 * The SQLite file is its owner's alone (issue 13 item 9): a missing folder is made 0700, the database is created
 * 0600 before SQLite opens it (SQLite gives its -wal and -shm files the database's mode), and files an older
 * version left readable by others are narrowed.
 */
function preparePrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  closeSync(openSync(file, 'a', 0o600))
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) ensurePrivateFile(path)
}

export function isPostgres(db: Db): boolean {
  return (db.client as { config: Knex.Config }).config.client === 'pg'
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource })
}

export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true)
}
