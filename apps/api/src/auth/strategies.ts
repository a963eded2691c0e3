import Boom from '@hapi/boom'
import Cookie from '@hapi/cookie'
import type { Request, ResponseToolkit, Server, UserCredentials } from '@hapi/hapi'
import type { Config } from '../platform/config.js'
import type { ApiToken } from '../models/ApiToken.js'
import type { User } from '../models/User.js'
import { sitesService } from '../sites/service.js'
import { tokensService } from '../tokens/service.js'
import { resolveSession, SESSION_ABSOLUTE_MS, type ResolvedSession } from './sessions.js'

export const SESSION_COOKIE = 'll_session'
export const SITE_KEY_HEADER = 'x-ledgerline-site-key'

interface SessionCookie {
  sid: string
}

/**
 * The live API token a request carries in `Authorization: Bearer …`, looked up once per request
 * (the gate asks first, the `api-token` strategy reuses the answer).
 */
export function bearerToken(request: Request): Promise<ApiToken | undefined> {
  if (!request.app.apiToken) {
    const header = request.headers.authorization
    const match = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header) : null
    request.app.apiToken = match ? tokensService.verify(request.server.app.db, match[1]!) : Promise.resolve(undefined)
  }
  return request.app.apiToken
}

/** A cached session answers the same credentials object until the cache drops it. */
const sessionCredentials = new WeakMap<ResolvedSession, { user: UserCredentials; scope: string[] }>()

function credentialsOf(resolved: ResolvedSession): { user: UserCredentials; scope: string[] } {
  let credentials = sessionCredentials.get(resolved)
  if (!credentials) {
    const { user, session } = resolved
    credentials = { user: toUserCredentials(user, session.id), scope: user.role ? [user.role] : [] }
    sessionCredentials.set(resolved, credentials)
  }
  return credentials
}

export function toUserCredentials(user: User, sessionId: string): UserCredentials {
  return { ...user.toCurrentUser(), sessionId }
}

/** The session cookie's settings (also the bench's yardstick route uses them). */
export function sessionCookieOptions(config: Pick<Config, 'sessionPassword' | 'isProduction'>) {
  return {
    name: SESSION_COOKIE,
    password: config.sessionPassword,
    isSecure: config.isProduction,
    isHttpOnly: true,
    isSameSite: 'Lax' as const,
    path: '/',
    ttl: SESSION_ABSOLUTE_MS,
    clearInvalid: true,
  }
}

/**
 * Three ways in (DECISIONS.md §4, §7, §8):
 * - `session`: @hapi/cookie; the sealed cookie holds only a random id, every request re-reads the session and its user;
 * - `api-token`: `Authorization: Bearer llt_…` for pipelines, scope `feedback:export`;
 * - `site-key`: an embedding site's key, from one of that site's registered origins, scope `feedback:submit`.
 * Scopes carry the role, so routes declare who may call them (`auth.access.scope`).
 */
export async function registerStrategies(server: Server, config: Config): Promise<void> {
  await server.register(Cookie)

  server.auth.strategy('session', 'cookie', {
    cookie: sessionCookieOptions(config),
    redirectTo: false,
    validate: async (request: Request, session: SessionCookie) => {
      if (!session || typeof session.sid !== 'string') return { isValid: false }
      const resolved = await resolveSession(request.server.app.db, session.sid)
      if (!resolved) return { isValid: false }
      return { isValid: true, credentials: credentialsOf(resolved) }
    },
  })

  server.auth.scheme('api-token', () => ({
    async authenticate(request: Request, h: ResponseToolkit) {
      if (typeof request.headers.authorization !== 'string') throw Boom.unauthorized(null, 'Bearer')
      const token = await bearerToken(request)
      if (!token) throw Boom.unauthorized('Invalid or revoked API token', 'Bearer')
      return h.authenticated({
        credentials: { app: { kind: 'token', id: token.id, name: token.name }, scope: token.scopes.split(' ') },
      })
    },
  }))
  server.auth.strategy('api-token', 'api-token')

  server.auth.scheme('site-key', () => ({
    async authenticate(request: Request, h: ResponseToolkit) {
      const key = request.headers[SITE_KEY_HEADER]
      if (typeof key !== 'string' || key.length === 0) throw Boom.unauthorized(null, 'SiteKey')
      const origin = request.headers.origin
      if (typeof origin !== 'string')
        throw Boom.unauthorized('A site key is only accepted from its registered origins', 'SiteKey')
      const site =
        key.length <= 100 ? await sitesService.findForSubmission(request.server.app.db, key, origin) : undefined
      if (!site) throw Boom.unauthorized('Unknown site key for this origin', 'SiteKey')
      return h.authenticated({
        credentials: {
          app: { kind: 'site', id: site.id, name: site.name, dailyLimit: site.dailyLimit },
          scope: ['feedback:submit'],
        },
      })
    },
  }))
  server.auth.strategy('site-key', 'site-key')

  server.auth.default('session')
}
