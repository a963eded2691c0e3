import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FirmContact } from '@ledgerline/contracts'
import Joi from 'joi'

/** The repository root: apps/api/src/platform → ../../../.. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')

export interface DatabaseConfig {
  client: 'sqlite3' | 'pg'
  /** A file path or ':memory:' for SQLite, a connection string for PostgreSQL. */
  connection: string
}

export interface Config {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  host: string
  database: DatabaseConfig
  dataDir: string
  sessionPassword: string
  gate: { enabled: boolean; username: string; password: string }
  demoMode: boolean
  staffEmailDomain: string
  /** log2 of scrypt's N; 17 in production, tests may lower it. */
  scryptCost: number
  throttle: { windowMs: number; maxPerAccount: number; maxPerAddress: number }
  siteKeyLimit: { windowMs: number; max: number }
  /** Screenshots one embedding site may store per 24 hours (each at most SCREENSHOT_MAX_BYTES). */
  siteScreenshotsPerDay: number
  firm: FirmContact
  /** How long a document stays in `processing` before the job's result lands. */
  documentProcessingDelayMs: number
  /** Outgoing mail: SMTP when smtpUrl is set, else .eml files in outboxDir. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; linkBase: string }
  /** Internal roles must sign in with a second factor (REQUIRE_MFA, on by default in production). */
  requireMfa: boolean
  portalDir: string
  widgetDir: string
  /** Log one line per request (LOG_REQUESTS). */
  logRequests: boolean
  /** Percent of answers checked against their joi response schema (100 in tests, where a mismatch fails). */
  responseSamplePercent: number
  /** The portal's origin (scheme://host[:port]); without it (development) the server's own origin stands in. */
  publicUrl: string | undefined
  /** Whose X-Forwarded-* headers to believe: nobody, the one proxy in front, or these addresses and CIDR ranges. */
  trustProxy: 'off' | 'on' | string[]
  /** ALLOW_DEMO_IN_PRODUCTION=yes: demo mode on purpose in production. */
  allowDemoInProduction: boolean
  /** How often each instance deletes ended sessions, gate passes and throttle counters. */
  cleanupIntervalMs: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const onOff = Joi.string().valid('on', 'off', 'true', 'false', '1', '0').insensitive()

export const DEFAULT_GATE_PASSWORD = 'ledgerline-preview'

/** An origin and nothing more: scheme://host[:port], an optional trailing slash. */
const publicUrl = Joi.string()
  .custom((value: string, helpers) => {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return helpers.error('any.invalid')
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    if (!['http:', 'https:'].includes(url.protocol) || !bare) return helpers.error('any.invalid')
    return url.origin
  })
  .messages({ 'any.invalid': 'PUBLIC_URL must be an origin such as https://portal.example.com (no path)' })

const isAddressOrRange = (entry: string) => {
  const [address, prefix, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/** `off`, `on` (one hop) or a comma-separated list of proxy addresses and CIDR ranges. */
const trustProxy = Joi.string()
  .custom((value: string, helpers) => {
    const word = value.trim().toLowerCase()
    if (['off', 'false', '0', ''].includes(word)) return 'off'
    if (['on', 'true', '1'].includes(word)) return 'on'
    const entries = word
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    if (entries.length === 0 || !entries.every(isAddressOrRange)) return helpers.error('any.invalid')
    return entries
  })
  .messages({
    'any.invalid': 'TRUST_PROXY must be off, on, or a comma-separated list of proxy addresses or CIDR ranges',
  })

const envSchema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  HOST: Joi.string().default('127.0.0.1'),
  DATABASE_URL: Joi.string().min(1),
  DATA_DIR: Joi.string().min(1),
  SESSION_PASSWORD: Joi.string().min(32).messages({
    'string.min': 'SESSION_PASSWORD must be at least 32 characters long',
  }),
  GATE: onOff.default('on'),
  GATE_USERNAME: Joi.string().min(1).default('preview'),
  GATE_PASSWORD: Joi.string().min(1).default(DEFAULT_GATE_PASSWORD),
  DEMO_MODE: onOff,
  STAFF_EMAIL_DOMAIN: Joi.string().hostname().lowercase().default('ledgerline.example'),
  SCRYPT_COST: Joi.number().integer().min(10).max(20).default(17),
  LOGIN_WINDOW_MS: Joi.number()
    .integer()
    .min(1000)
    .default(15 * 60 * 1000),
  LOGIN_MAX_PER_ACCOUNT: Joi.number().integer().min(1).default(5),
  LOGIN_MAX_PER_ADDRESS: Joi.number().integer().min(1).default(50),
  SITE_KEY_WINDOW_MS: Joi.number()
    .integer()
    .min(1000)
    .default(60 * 1000),
  SITE_KEY_MAX: Joi.number().integer().min(1).default(30),
  SITE_SCREENSHOTS_PER_DAY: Joi.number().integer().min(1).default(500),
  FIRM_NAME: Joi.string().default('Ledgerline Tax & Advisory'),
  FIRM_EMAIL: Joi.string().email({ tlds: false }).default('hello@ledgerline.example'),
  FIRM_PHONE: Joi.string().default('+1 (555) 014-2290'),
  FIRM_ADDRESS: Joi.string().default('120 Market Street, Suite 400, Springfield, IL 62701'),
  FIRM_OFFICE_HOURS: Joi.string().default('Mon–Fri 9:00–17:00'),
  DOCUMENT_PROCESSING_DELAY_MS: Joi.number().integer().min(0).max(600_000),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .messages({ 'string.uriCustomScheme': 'SMTP_URL must be an smtp:// or smtps:// URL' }),
  MAIL_FROM: Joi.string().min(3).max(320),
  REQUIRE_MFA: onOff,
  LOG_REQUESTS: onOff.default('off'),
  RESPONSE_SAMPLE_PERCENT: Joi.number().min(0).max(100),
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: trustProxy.default('off'),
  ALLOW_DEMO_IN_PRODUCTION: Joi.string().valid('yes', 'no').insensitive(),
  CLEANUP_INTERVAL_MS: Joi.number()
    .integer()
    .min(100)
    .default(10 * 60 * 1000),
}).unknown(true)

const isOn = (value: string | undefined) => value !== undefined && ['on', 'true', '1'].includes(value.toLowerCase())

/** Resolves DATABASE_URL as DECISIONS.md §2 says. */
export function resolveDatabase(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { client: 'sqlite3', connection: join(dataDir, 'ledgerline.sqlite') }
  if (/^postgres(ql)?:\/\//i.test(url)) return { client: 'pg', connection: url }
  if (url === ':memory:') return { client: 'sqlite3', connection: ':memory:' }
  const path = url.replace(/^(sqlite|file):(\/\/)?/i, '')
  if (path === ':memory:') return { client: 'sqlite3', connection: ':memory:' }
  return { client: 'sqlite3', connection: isAbsolute(path) ? path : resolve(path) }
}

/** The session password: from the environment, else generated once and kept in the data folder. */
function loadSessionPassword(
  given: string | undefined,
  dataDir: string,
  persist: boolean,
  isProduction: boolean,
): string {
  if (given) return given
  if (isProduction)
    throw new ConfigError('SESSION_PASSWORD is required when NODE_ENV=production (at least 32 characters)')
  if (!persist) return randomBytes(32).toString('hex')
  const file = join(dataDir, 'session-password')
  ensurePrivateDir(dataDir)
  if (existsSync(file)) {
    ensurePrivateFile(file)
    return readFileSync(file, 'utf8').trim()
  }
  const password = randomBytes(32).toString('hex')
  writeFileSync(file, password + '\n', { mode: 0o600 })
  return password
}

/** The data folder is its owner's alone (0700), also when an older version made it readable by others. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700)
}

/** A database or secret file is its owner's alone (0600). */
export function ensurePrivateFile(file: string): void {
  if (existsSync(file) && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
}

/**
 * Reads and validates the configuration from the environment.
 * Throws a ConfigError naming the variable when a value is wrong.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = envSchema.validate(env, { abortEarly: false, convert: true })
  if (error) {
    throw new ConfigError(`Invalid configuration: ${error.details.map((d) => d.message).join('; ')}`)
  }
  const isProduction = value.NODE_ENV === 'production'
  if (isProduction && value.SCRYPT_COST < 17) throw new ConfigError('SCRYPT_COST below 17 is not allowed in production')
  const dataDir = value.DATA_DIR ? resolve(value.DATA_DIR) : join(REPO_ROOT, 'data')
  const database = resolveDatabase(value.DATABASE_URL, dataDir)
  const inMemory = database.connection === ':memory:'
  if (database.client === 'sqlite3' && !inMemory && dirname(database.connection) === dataDir) ensurePrivateDir(dataDir)
  return {
    env: value.NODE_ENV,
    isProduction,
    port: value.PORT,
    host: value.HOST,
    database,
    dataDir,
    sessionPassword: loadSessionPassword(value.SESSION_PASSWORD, dataDir, !inMemory, isProduction),
    gate: { enabled: isOn(value.GATE), username: value.GATE_USERNAME, password: value.GATE_PASSWORD },
    demoMode: value.DEMO_MODE === undefined ? !isProduction : isOn(value.DEMO_MODE),
    staffEmailDomain: value.STAFF_EMAIL_DOMAIN,
    scryptCost: value.SCRYPT_COST,
    throttle: {
      windowMs: value.LOGIN_WINDOW_MS,
      maxPerAccount: value.LOGIN_MAX_PER_ACCOUNT,
      maxPerAddress: value.LOGIN_MAX_PER_ADDRESS,
    },
    siteKeyLimit: { windowMs: value.SITE_KEY_WINDOW_MS, max: value.SITE_KEY_MAX },
    siteScreenshotsPerDay: value.SITE_SCREENSHOTS_PER_DAY,
    firm: {
      name: value.FIRM_NAME,
      email: value.FIRM_EMAIL,
      phone: value.FIRM_PHONE,
      address: value.FIRM_ADDRESS,
      officeHours: value.FIRM_OFFICE_HOURS,
    },
    documentProcessingDelayMs: value.DOCUMENT_PROCESSING_DELAY_MS ?? (value.NODE_ENV === 'test' ? 50 : 1500),
    requireMfa: value.REQUIRE_MFA === undefined ? isProduction : isOn(value.REQUIRE_MFA),
    mail: {
      smtpUrl: value.SMTP_URL,
      from: value.MAIL_FROM ?? `${value.FIRM_NAME} <no-reply@${value.STAFF_EMAIL_DOMAIN}>`,
      outboxDir: join(dataDir, 'outbox'),
      // Links in e-mails (invitations, resets) point at the portal's public origin.
      linkBase: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    },
    portalDir: join(REPO_ROOT, 'apps/portal/dist'),
    widgetDir: join(REPO_ROOT, 'packages/feedback-widget/dist'),
    logRequests: isOn(value.LOG_REQUESTS),
    responseSamplePercent: value.RESPONSE_SAMPLE_PERCENT ?? (value.NODE_ENV === 'test' ? 100 : 1),
    publicUrl: value.PUBLIC_URL,
    trustProxy: value.TRUST_PROXY,
    allowDemoInProduction: value.ALLOW_DEMO_IN_PRODUCTION?.toLowerCase() === 'yes',
    cleanupIntervalMs: value.CLEANUP_INTERVAL_MS,
  }
}

/**
 * What a production server refuses to start with (issue 13 item 8): the published gate password, no
 * PUBLIC_URL, demo mode unless asked for by name. Every problem is named at once.
 */
export function assertReadyForProduction(config: Config): void {
  if (!config.isProduction) return
  const problems: string[] = []
  if (config.gate.enabled && config.gate.password === DEFAULT_GATE_PASSWORD)
    problems.push('GATE_PASSWORD must be changed from its published default (or set GATE=off)')
  if (!config.publicUrl)
    problems.push(
      "PUBLIC_URL is required when NODE_ENV=production (the portal's origin, e.g. https://portal.example.com)",
    )
  if (config.demoMode && !config.allowDemoInProduction)
    problems.push('DEMO_MODE is on: set ALLOW_DEMO_IN_PRODUCTION=yes to run the demo in production on purpose')
  if (problems.length > 0) throw new ConfigError(`Refusing to start in production: ${problems.join('; ')}`)
}
