import Boom from '@hapi/boom'
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi'
import { sitesService } from '../sites/service.js'
import { SITE_KEY_HEADER } from '../auth/strategies.js'

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete'])

/** The portal loads only its own scripts; styles may be inline (Radix positions with style attributes). */
export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

function originOf(request: Request): string | undefined {
  const origin = request.headers.origin
  if (typeof origin === 'string') return origin
  const referer = request.headers.referer
  if (typeof referer !== 'string') return undefined
  try {
    return new URL(referer).origin
  } catch {
    return 'null'
  }
}

function isSameOrigin(origin: string, request: Request): boolean {
  try {
    return new URL(origin).host === request.info.host
  } catch {
    return false
  }
}

const isSiteSubmission = (request: Request) =>
  request.path === '/api/feedback' && typeof request.headers[SITE_KEY_HEADER] === 'string'

/**
 * Cross-site protection (DECISIONS.md §4): SameSite=Lax cookies plus an Origin check on every state-changing
 * /api request; CORS only for embedding sites' registered origins, on the one route they may call, without
 * credentials (DECISIONS.md §7); security headers on every answer.
 */
export const securityPlugin: Plugin<void> = {
  name: 'security',
  register(server) {
    server.ext('onRequest', async (request: Request, h: ResponseToolkit) => {
      if (!request.path.startsWith('/api/')) return h.continue
      const method = request.method.toLowerCase()

      if (method === 'options' && request.path === '/api/feedback') {
        const origin = request.headers.origin
        if (typeof origin !== 'string' || !(await sitesService.isRegisteredOrigin(request.server.app.db, origin))) {
          return h.response(Boom.forbidden('Origin not registered for embedding').output.payload).code(403).takeover()
        }
        return h
          .response()
          .code(204)
          .header('access-control-allow-origin', origin)
          .header('access-control-allow-methods', 'POST')
          .header('access-control-allow-headers', `content-type, ${SITE_KEY_HEADER}, idempotency-key`)
          .header('access-control-max-age', '600')
          .header('vary', 'Origin')
          .takeover()
      }

      if (!UNSAFE_METHODS.has(method)) return h.continue
      const origin = originOf(request)
      if (origin === undefined) {
        if (request.headers['sec-fetch-site'] === 'cross-site') throw Boom.forbidden('Cross-site request refused')
        return h.continue
      }
      if (isSameOrigin(origin, request)) return h.continue
      if (method === 'post' && isSiteSubmission(request)) return h.continue // the site-key strategy checks the origin
      throw Boom.forbidden('Cross-site request refused')
    })

    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const { response } = request
      const headers = Boom.isBoom(response)
        ? response.output.headers
        : 'headers' in response
          ? response.headers
          : undefined
      if (!headers) return h.continue
      headers['x-content-type-options'] = 'nosniff'
      if (request.path.startsWith('/api/')) {
        headers['cache-control'] = 'no-store'
        if (request.auth.credentials?.app?.kind === 'site' && typeof request.headers.origin === 'string') {
          headers['access-control-allow-origin'] = request.headers.origin
          headers.vary = 'Origin'
        }
      } else if (!request.path.startsWith('/widget/')) {
        headers['content-security-policy'] = PORTAL_CSP
      }
      return h.continue
    })
  },
}
