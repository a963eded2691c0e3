import { timingSafeEqual, createHash } from 'node:crypto'
import Iron from '@hapi/iron'
import type { Request, ResponseToolkit, Server } from '@hapi/hapi'
import Boom from '@hapi/boom'
import type { Config } from '../platform/config.js'
import { bearerToken, SESSION_COOKIE } from './strategies.js'

export const GATE_COOKIE = 'll_gate'
export const GATE_MESSAGE = 'Domain authentication required'
const GATE_TTL_MS = 7 * 24 * 60 * 60 * 1000

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compares in constant time whatever the lengths. */
export function gateCredentialsMatch(config: Config, username: string, password: string): boolean {
  const userOk = timingSafeEqual(digest(username), digest(config.gate.username))
  const passOk = timingSafeEqual(digest(password), digest(config.gate.password))
  return userOk && passOk
}

export async function sealGate(config: Config): Promise<string> {
  return Iron.seal({ gate: true, at: Date.now() }, config.sessionPassword, Iron.defaults)
}

async function gatePassed(request: Request): Promise<boolean> {
  const { config } = request.server.app
  if (!config.gate.enabled) return true
  const raw = request.state[GATE_COOKIE]
  if (typeof raw !== 'string' || raw.length > 4096) return false
  try {
    const value = (await Iron.unseal(raw, config.sessionPassword, Iron.defaults)) as { gate?: boolean; at?: number }
    return value.gate === true && typeof value.at === 'number' && value.at + GATE_TTL_MS > Date.now()
  } catch {
    return false
  }
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

  server.ext('onPreAuth', async (request: Request, h: ResponseToolkit) => {
    if (!config.gate.enabled || !isGatedRoute(request)) return h.continue
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
  })

  server.ext('onPostAuth', async (request: Request, h: ResponseToolkit) => {
    if (request.app.gateDeferred && !request.auth.credentials?.user) await enforce(request)
    return h.continue
  })

  // A session cookie that did not authenticate (revoked, expired): answer as the gate would.
  server.ext('onPreResponse', async (request: Request, h: ResponseToolkit) => {
    const { response } = request
    if (
      request.app.gateDeferred &&
      !request.app.gateChecked &&
      Boom.isBoom(response) &&
      response.output.statusCode === 401
    ) {
      if (!(await gatePassed(request))) return Boom.unauthorized(GATE_MESSAGE)
    }
    return h.continue
  })
}

export function clearGate(h: ResponseToolkit): void {
  h.unstate(GATE_COOKIE)
}
