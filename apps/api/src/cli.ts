// The entry point of @ledgerline/api for the `ledgerline` command (tools/cli): `import('@ledgerline/api/cli')`.
// Everything the CLI may use is re-exported here, so the API's modules can move without breaking it.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import Joi from 'joi'
import type { Knex } from 'knex'
import { ConfigError, REPO_ROOT, resolveDatabase, type DatabaseConfig } from './platform/config.js'
import { createKnex, type Db } from './db/knex.js'

export { ConfigError, type DatabaseConfig } from './platform/config.js'
export { isPostgres, migrateLatest, migrateRollbackAll, type Db } from './db/knex.js'
export { migrationSource } from './db/migrations/index.js'
export { seed } from './db/seed/index.js'
export { escapeMarkdown, exportFilename, streamFeedbackExport } from './feedback/export.js'
export { leanHeap } from './platform/heap.js'
export { buildFeedbackReport, parseFailOn } from './feedback/report.js'
export { redactUrl, sitesService, type SiteSummary } from './sites/service.js'
export { tokensService, type TokenScope, type TokenSummary } from './tokens/service.js'
export { webhooksService } from './webhooks/service.js'
export { usersService } from './users/service.js'
export { userAccounts } from './users/accounts.js'
export { invitationPayload } from '@ledgerline/contracts/schemas'
export { invitationsService } from './users/invitations.js'
export { cliActor } from './audit/service.js'
export { streamAuditExport } from './audit/export.js'
export { newUserSchema, PASSWORD_MIN_LENGTH, usersAdmin, type NewUserInput } from './users/admin.js'

/** What the database commands need: no session password, no server settings. */
export interface AdminConfig {
  isProduction: boolean
  database: DatabaseConfig
  /** log2 of scrypt's N for new passwords. */
  scryptCost: number
  demoMode: boolean
  /** For invitations sent from the CLI: the firm's name and the portal's public origin. */
  firm: { name: string }
  mail: { linkBase: string }
}

const onOff = Joi.string().valid('on', 'off', 'true', 'false', '1', '0').insensitive()

const adminEnvSchema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  DATABASE_URL: Joi.string().min(1),
  DATA_DIR: Joi.string().min(1),
  SCRYPT_COST: Joi.number().integer().min(10).max(20).default(17),
  DEMO_MODE: onOff,
  FIRM_NAME: Joi.string().default('Ledgerline Tax & Advisory'),
  PUBLIC_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
}).unknown(true)

/** A URL-like DATABASE_URL of a database Ledgerline does not speak (mysql://…) is refused, not made a folder. */
const SUPPORTED_SCHEMES = /^(postgres|postgresql|sqlite|file):/i

/**
 * The configuration of the database commands, read as loadConfig reads it (same DATABASE_URL and DATA_DIR
 * resolution) but without SESSION_PASSWORD: they neither need it nor create data/session-password.
 */
export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  const { value, error } = adminEnvSchema.validate(env, { abortEarly: false, convert: true })
  if (error) throw new ConfigError(`Invalid configuration: ${error.details.map((d) => d.message).join('; ')}`)
  const isProduction = value.NODE_ENV === 'production'
  if (isProduction && value.SCRYPT_COST < 17) throw new ConfigError('SCRYPT_COST below 17 is not allowed in production')
  const url: string | undefined = value.DATABASE_URL
  const scheme = url === undefined ? null : /^([a-z][a-z\d+.-]*):\/\//i.exec(url)
  if (scheme && !SUPPORTED_SCHEMES.test(url!))
    throw new ConfigError(
      `DATABASE_URL: ${scheme[1]}:// is not supported; use postgres://… for PostgreSQL or a file path for SQLite`,
    )
  const dataDir = value.DATA_DIR ? resolve(value.DATA_DIR) : join(REPO_ROOT, 'data')
  return {
    isProduction,
    database: resolveDatabase(url, dataDir),
    scryptCost: value.SCRYPT_COST,
    demoMode:
      value.DEMO_MODE === undefined ? !isProduction : ['on', 'true', '1'].includes(value.DEMO_MODE.toLowerCase()),
    firm: { name: value.FIRM_NAME },
    // As the server builds links in e-mails (platform/config.ts): the portal's public origin.
    mail: { linkBase: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, '') },
  }
}

/** Whether the database exists yet (a SQLite file; a PostgreSQL server is asked when connecting). */
export function databaseExists(database: DatabaseConfig): boolean {
  return database.client === 'pg' || database.connection === ':memory:' || existsSync(database.connection)
}

const quiet: Knex.Logger = {
  warn: () => undefined,
  error: () => undefined,
  deprecate: () => undefined,
  debug: () => undefined,
}

/** The API's knex, with knex's own warnings (printed on stdout, with a stack) silenced: the CLI reports errors. */
export function openDatabase(database: DatabaseConfig): Db {
  return createKnex(database, { log: quiet })
}
