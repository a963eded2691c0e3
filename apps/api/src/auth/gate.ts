import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import Iron from '@hapi/iron'
import type { Request, ResponseToolkit, Server } from '@hapi/hapi'
import Boom from '@hapi/boom'
import type { Db } from '../db/knex.js'
import { cacheFor, type ReadCache } from '../db/read-cache.js'
import type { Config } from '../platform/config.js'
import { bearerToken, SESSION_COOKIE } from './strategies.js'
import { SESSION_CACHE_MS } from './sessions.js'

export const GATE_COOKIE = 'll_gate'
export const GATE_MESSAGE = 'Domain authentication required'
export const GATE_TTL_MS = 7 * 24 * 60 * 60 * 1000

const digest = (value: string) => createHash('sha256').update(value).digest()
const hashPassId = (id: string) => createHash('sha256').update(id).digest('hex')

/** Compares in constant time whatever the lengths. */
export function gateCredentialsMatch(config: Config, username: string, password: string): boolean {
  const userOk = timingSafeEqual(digest(username), digest(config.gate.username))
  const passOk = timingSafeEqual(digest(password), digest(config.gate.password))
  return userOk && passOk
}

/**
 * Which gate credentials a pass was issued for: an HMAC (keyed with the session password, so the table alone
 * tells nothing about the gate password). A new gate password gives a new value and ends every earlier pass.
 */
const fingerprints = new WeakMap<Config, string>()
function credentialsFingerprint(config: Config): string {
  let value = fingerprints.get(config)
  if (!value) {
    value = createHmac('sha256', config.sessionPassword)
      .update(`gate\0${config.gate.username}\0${config.gate.password}`)
      .digest('hex')
    fingerprints.set(config, value)
  }
  return value
}

/**
 * Gate passes live server-side like sessions (issue 13 item 7): the sealed cookie holds a random id, the
 * `gatePasses` table its hash, so domain logout and a new gate password end them on every instance.
 */
export async function issueGatePass(db: Db, config: Config): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const at = Date.now()
  await db('gatePasses').insert({
    id: hashPassId(id),
    credentials: credentialsFingerprint(config),
    createdAt: new Date(at).toISOString(),
    expiresAt: new Date(at + GATE_TTL_MS).toISOString(),
  })
  return Iron.seal({ gp: id }, config.sessionPassword, Iron.defaults)
}

/** The hashed pass id a request's gate cookie carries, if it unseals. */
async function passIdOf(request: Request): Promise<string | undefined> {
  const raw = request.state[GATE_COOKIE]
  if (typeof raw !== 'string' || raw.length > 4096) return undefined
  try {
    const value = (await Iron.unseal(raw, request.server.app.config.sessionPassword, Iron.defaults)) as {
      gp?: unknown
    }
    return typeof value.gp === 'string' ? hashPassId(value.gp) : undefined
  } catch {
    return undefined
  }
}

interface GatePassRow {
  credentials: string
  expiresAt: string | Date
}

/** Looked-up passes are kept in-process as briefly as sessions; a write to the table here empties the cache. */
const passCaches = new WeakMap<Db, ReadCache<GatePassRow | null>>()

async function gatePassed(request: Request): Promise<boolean> {
  const { config, db } = request.server.app
  if (!config.gate.enabled) return true
  const id = await passIdOf(request)
  if (!id) return false
  const cache = cacheFor(passCaches, db, ['gatePasses'], SESSION_CACHE_MS)
  const row = await cache.getOrLoad(
    id,
    async () => (await db('gatePasses').where({ id }).first('credentials', 'expiresAt')) ?? null,
  )
  if (!row || row.credentials !== credentialsFingerprint(config)) return false
  return new Date(row.expiresAt).getTime() > Date.now()
}

/** Domain logout: this browser's pass ends everywhere. */
export async function revokeGatePass(request: Request): Promise<void> {
  const id = await passIdOf(request)
  if (id) await request.server.app.db('gatePasses').where({ id }).delete()
}

const isGatedRoute = (request: Request) =>
  request.path.startsWith('/api/') && request.route.settings.plugins?.ledgerline?.gate !== false

/**
 * The domain gate (DECISIONS.md §4): every /api route but a few answers 401 until it is passed.
 * A session implies the gate (it is created behind it and domain-logout ends both), so signed-in
 * requests skip the gate cookie; an API token or a site key is checked by its own strategy.
 */
export function registerGate(server: Server, config: Config): void {
  server.state(GATE_COOKIE, {
    encoding: 'none',
    isHttpOnly: true,
    isSameSite: 'Lax',
    isSecure: config.isProduction,
    path: '/',
    ttl: GATE_TTL_MS,
    clearInvalid: true,
    strictHeader: true,
    ignoreErrors: true,
  })

  const enforce = async (request: Request) => {
    request.app.gateChecked = true
    if (!(await gatePassed(request))) throw Boom.unauthorized(GATE_MESSAGE)
  }

  const enforceUnlessExempt = async (request: Request, h: ResponseToolkit) => {
    // A valid API token is a stronger credential than the gate; a bogus one opens nothing.
    if (await bearerToken(request)) return h.continue
    if (request.headers['x-ledgerline-site-key'] && request.method === 'post' && request.path === '/api/feedback')
      return h.continue
    if (request.state[SESSION_COOKIE]) {
      request.app.gateDeferred = true
      return h.continue
    }
    await enforce(request)
    return h.continue
  }

  // Synchronous on the common paths (an ungated route, a signed-in browser): they run on every request.
  server.ext('onPreAuth', (request: Request, h: ResponseToolkit) => {
    if (!config.gate.enabled || !isGatedRoute(request)) return h.continue
    const plainSession =
      request.headers.authorization === undefined &&
      request.headers['x-ledgerline-site-key'] === undefined &&
      request.state[SESSION_COOKIE]
    if (plainSession) {
      request.app.gateDeferred = true
      return h.continue
    }
    return enforceUnlessExempt(request, h)
  })

  server.ext('onPostAuth', (request: Request, h: ResponseToolkit) => {
    if (!request.app.gateDeferred || request.auth.credentials?.user) return h.continue
    return enforce(request).then(() => h.continue)
  })

  // A session cookie that did not authenticate (revoked, expired): answer as the gate would.
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const { response } = request
    if (
      !request.app.gateDeferred ||
      request.app.gateChecked ||
      !Boom.isBoom(response) ||
      response.output.statusCode !== 401
    )
      return h.continue
    return gatePassed(request).then((passed) => (passed ? h.continue : Boom.unauthorized(GATE_MESSAGE)))
  })
}

export function clearGate(h: ResponseToolkit): void {
  h.unstate(GATE_COOKIE)
}
