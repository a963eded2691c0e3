import type { Plugin, Request, ResponseToolkit, Server } from '@hapi/hapi'

/** How long a parsed Cookie header is reused. */
export const COOKIE_CACHE_MS = 60_000
/** Distinct Cookie headers kept at most, the least recently used forgotten first. */
export const COOKIE_CACHE_MAX = 5_000

type States = Record<string, unknown>
/** hapi types `request.state` read-only: it is its own parser's to fill, and this module stands in for it. */
type Writable = { state: Request['state'] }
const setState = (request: Request, states: States) => ((request as unknown as Writable).state = states)
interface Parsed {
  states?: States
  failed?: Array<{ name?: string; settings: { clearInvalid?: boolean } }>
}

/**
 * The request's cookies, parsed once per distinct Cookie header. hapi parses them on every request, and the
 * session cookie is sealed with iron (@hapi/cookie allows nothing else): two key derivations on the thread pool
 * per request, the largest single cost of a signed-in request. Parsing is a pure function of the header, so a
 * header that parsed cleanly and carried a sealed cookie is remembered (bounded, for COOKIE_CACHE_MS): the same
 * browser's next requests reuse the result. What the cookies point to is still checked on every request (the
 * session and its user, the gate pass), so signing out or revoking a session ends it as before. Nothing that
 * failed to parse or unseal is kept, so a forged or bogus cookie is checked in full every time and cannot fill
 * the cache. Routes run with hapi's own parsing off (server.ts); this fills `request.state` in its place.
 */
export class CookieCache {
  private readonly entries = new Map<string, { states: Readonly<States>; until: number }>()

  constructor(
    private readonly server: Server,
    private readonly ttlMs = COOKIE_CACHE_MS,
    private readonly maxEntries = COOKIE_CACHE_MAX,
  ) {}

  get size(): number {
    return this.entries.size
  }

  /** What hapi's parsing would leave in `request.state`, from the cache when it can. */
  fill(request: Request, h: ResponseToolkit): symbol | Promise<symbol> {
    const header = request.headers.cookie as string | undefined
    if (!header) {
      setState(request, {})
      return h.continue
    }
    const entry = this.entries.get(header)
    if (entry && entry.until > Date.now()) {
      // Most recently used last: the first key is the one to forget when full.
      this.entries.delete(header)
      this.entries.set(header, entry)
      setState(request, { ...entry.states })
      return h.continue
    }
    if (entry) this.entries.delete(header)
    return this.parse(request, h, header)
  }

  /** As hapi's request._parseCookies: invalid cookies cleared when their definition asks, a bad header refused. */
  private async parse(request: Request, h: ResponseToolkit, header: string): Promise<symbol> {
    let parsed: Parsed
    try {
      parsed = await this.server.states.parse(header)
    } catch (error) {
      // Only a cookie named __proto__ or a definition that does not ignore errors gets here: refused as hapi does.
      setState(request, (error as Parsed).states ?? {})
      throw error
    }
    const states = parsed.states ?? {}
    const failed = parsed.failed ?? []
    setState(request, { ...states })
    for (const item of failed) if (item.name && item.settings.clearInvalid) h.unstate(item.name)
    if (failed.length === 0 && this.holdsSealed(states)) this.remember(header, states)
    return h.continue
  }

  /** Only headers with an iron-sealed cookie are worth keeping: the rest parse in microseconds. */
  private holdsSealed(states: States): boolean {
    const definitions = this.server.states.cookies as Record<string, { encoding?: string } | undefined>
    return Object.keys(states).some((name) => definitions[name]?.encoding === 'iron')
  }

  private remember(header: string, states: States): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    for (const value of Object.values(states)) if (value && typeof value === 'object') Object.freeze(value)
    this.entries.set(header, { states: Object.freeze({ ...states }), until: Date.now() + this.ttlMs })
  }
}

/** Fills `request.state` first thing, from the cache above; server.ts turns hapi's own cookie parsing off. */
export const cookiesPlugin: Plugin<void> = {
  name: 'cookies',
  register(server) {
    const cache = new CookieCache(server)
    server.expose('cache', cache)
    server.ext('onRequest', (request, h) => cache.fill(request, h))
  },
}
