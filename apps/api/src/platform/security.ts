import { BlockList, isIP } from 'node:net'
import { hostname, networkInterfaces } from 'node:os'
import Boom from '@hapi/boom'
import type { Plugin, ReqRef, Request, ResponseToolkit } from '@hapi/hapi'
import type { Config } from './config.js'
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

/** Where a request comes from and what it was addressed to, as the client saw it (behind a trusted proxy too). */
export interface ClientView {
  address: string
  /** The scheme the client used, when known: the connection's own, or a trusted proxy's X-Forwarded-Proto. */
  scheme: 'http' | 'https'
  /** Whether `scheme` comes from a trusted proxy (the server itself only ever sees plain HTTP). */
  schemeKnown: boolean
  host: string
}

const proxyLists = new WeakMap<Config, BlockList>()

function trustedProxies(config: Config): BlockList | undefined {
  if (!Array.isArray(config.trustProxy)) return undefined
  let list = proxyLists.get(config)
  if (!list) {
    list = new BlockList()
    for (const entry of config.trustProxy) {
      const [address, prefix] = entry.split('/') as [string, string | undefined]
      const type = isIP(address) === 4 ? 'ipv4' : 'ipv6'
      if (prefix === undefined) list.addAddress(address, type)
      else list.addSubnet(address, Number(prefix), type)
    }
    proxyLists.set(config, list)
  }
  return list
}

/** An X-Forwarded-For entry as a bare address (some proxies add a port), or undefined when it is none. */
function bareAddress(entry: string): string | undefined {
  const value = entry.trim()
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value)
  const v6InBrackets = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  const address = v4WithPort?.[1] ?? v6InBrackets?.[1] ?? value
  return isIP(address) ? address : undefined
}

const header = <Refs extends ReqRef>(request: Request<Refs>, name: string): string | undefined => {
  const value: unknown = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

const firstOf = (value: string | undefined) => value?.split(',')[0]?.trim().toLowerCase() || undefined

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')
}

/**
 * TRUST_PROXY (DECISIONS.md §4): off, the peer is the client; `on`, the one proxy in front is believed, the
 * client is the last X-Forwarded-For entry; a list, the addresses of X-Forwarded-For are walked back from the
 * peer while they are trusted proxies, and the first other one is the client.
 */
export function clientView<Refs extends ReqRef>(request: Request<Refs>): ClientView {
  if (request.app.client) return request.app.client
  const { config } = request.server.app
  const peer = request.info.remoteAddress
  const own = { address: peer, scheme: 'http' as const, schemeKnown: false, host: header(request, 'host') ?? '' }
  let view: ClientView = own
  const list = trustedProxies(config)
  const trusted = config.trustProxy === 'on' || (list !== undefined && isTrusted(list, peer))
  if (trusted) {
    const forwarded = (header(request, 'x-forwarded-for') ?? '').split(',').filter((entry) => entry.trim() !== '')
    let address = peer
    if (config.trustProxy === 'on') address = (forwarded.length && bareAddress(forwarded.at(-1)!)) || peer
    else
      for (const entry of forwarded.reverse()) {
        const hop = bareAddress(entry)
        if (!hop) break
        address = hop
        if (!isTrusted(list!, hop)) break
      }
    const proto = firstOf(header(request, 'x-forwarded-proto'))
    const scheme = proto === 'https' || proto === 'http' ? proto : 'http'
    const host = firstOf(header(request, 'x-forwarded-host')) ?? own.host
    view = { address, scheme, schemeKnown: scheme === proto, host }
  }
  request.app.client = view
  return view
}

/** The client's address, for throttles and session records. */
export const clientAddress = <Refs extends ReqRef>(request: Request<Refs>): string => clientView(request).address

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

const hostnameSets = new Map<string, Set<string>>()

/** Without PUBLIC_URL, the names this server answers to: its listening address (and loopback's other names). */
function ownHostnames(listenHost: string): Set<string> {
  let names = hostnameSets.get(listenHost)
  if (!names) {
    names = hostnamesOf(listenHost)
    hostnameSets.set(listenHost, names)
  }
  return names
}

function hostnamesOf(listenHost: string): Set<string> {
  const names = new Set([listenHost.toLowerCase(), `[${listenHost.toLowerCase()}]`])
  const loopback = ['localhost', '::1'].includes(listenHost) || listenHost.startsWith('127.')
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::'
  if (loopback || wildcard) for (const name of LOOPBACK_NAMES) names.add(name)
  if (wildcard) {
    names.add(hostname().toLowerCase())
    for (const addresses of Object.values(networkInterfaces()))
      for (const { address, family } of addresses ?? []) names.add(family === 'IPv6' ? `[${address}]` : address)
  }
  return names
}

const misdirected = () => new Boom.Boom('This server does not serve that host', { statusCode: 421 })

/**
 * The origin this request was addressed to, if this server serves it: PUBLIC_URL, or without it the server's
 * own address at its listening port. Undefined for any other host (DNS rebinding, a stray virtual host).
 */
function servedOrigin(request: Request, view: ClientView): string | undefined {
  const { config } = request.server.app
  if (config.publicUrl) {
    const expected = new URL(config.publicUrl)
    if (view.schemeKnown && `${view.scheme}:` !== expected.protocol) return undefined
    try {
      return new URL(`${expected.protocol}//${view.host}`).host === expected.host ? expected.origin : undefined
    } catch {
      return undefined
    }
  }
  const addressed = parsedOrigin(`${view.scheme}://${view.host}`)
  if (!addressed) return undefined
  const port = addressed.port || (view.scheme === 'https' ? '443' : '80')
  const listening = String(request.server.info.port)
  return ownHostnames(config.host).has(addressed.hostname) && port === listening ? addressed.origin : undefined
}

type ParsedOrigin = Pick<URL, 'origin' | 'hostname' | 'port'>

/** The last few origins parsed: every request names its host (and a state change its Origin) again. */
const parsedOrigins = new Map<string, ParsedOrigin | null>()
const PARSED_ORIGINS_MAX = 256

/** `new URL(text)`'s origin, host name and port, or undefined when it is no URL; the same text gives the same answer. */
function parsedOrigin(text: string): ParsedOrigin | undefined {
  let parsed = parsedOrigins.get(text)
  if (parsed === undefined) {
    try {
      const url = new URL(text)
      parsed = { origin: url.origin, hostname: url.hostname, port: url.port }
    } catch {
      parsed = null
    }
    // Host and Origin are the client's to choose: the map stays small whatever they send.
    if (parsedOrigins.size >= PARSED_ORIGINS_MAX) parsedOrigins.clear()
    parsedOrigins.set(text, parsed)
  }
  return parsed ?? undefined
}

/** The origin a state change says it comes from: its Origin, or lacking one its Referer's. */
function claimedOrigin(request: Request): string | undefined {
  const origin = request.headers.origin
  const source = typeof origin === 'string' ? origin : request.headers.referer
  if (typeof source !== 'string') return undefined
  return parsedOrigin(source)?.origin ?? 'null'
}

const isSiteSubmission = (request: Request) =>
  request.path === '/api/feedback' && typeof request.headers[SITE_KEY_HEADER] === 'string'

/**
 * Cross-site protection (DECISIONS.md §4): every request must name a host this server serves (421 otherwise:
 * DNS rebinding); SameSite=Lax cookies plus an exact Origin (or Referer) check on every state-changing
 * /api request; CORS only for embedding sites' registered origins, on the one route they may call, without
 * credentials (DECISIONS.md §7); security headers on every answer.
 */
export const securityPlugin: Plugin<void> = {
  name: 'security',
  register(server) {
    /** CORS preflight of the one route embedding sites call. */
    const preflight = async (request: Request, h: ResponseToolkit) => {
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

    // Synchronous but for the preflight: it runs on every request.
    server.ext('onRequest', (request: Request, h: ResponseToolkit) => {
      const served = servedOrigin(request, clientView(request))
      if (!served) throw misdirected()
      if (!request.path.startsWith('/api/')) return h.continue
      const method = request.method.toLowerCase()

      if (method === 'options' && request.path === '/api/feedback') return preflight(request, h)

      if (!UNSAFE_METHODS.has(method)) return h.continue
      // Browsers send Origin with every state change; a client without one (curl, a pipeline) is no CSRF vector.
      const origin = claimedOrigin(request)
      if (origin === undefined) {
        if (request.headers['sec-fetch-site'] === 'cross-site') throw Boom.forbidden('Cross-site request refused')
        return h.continue
      }
      if (origin === served) return h.continue
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
        // A route may let the browser alone keep an answer (a screenshot, revalidated by ETag); nothing else is stored.
        if (!String(headers['cache-control'] ?? '').startsWith('private,')) headers['cache-control'] = 'no-store'
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
