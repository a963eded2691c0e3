import type { Feedback, FeedbackSummary } from '@ledgerline/sdk'
import { vi } from 'vitest'

export interface FakeResponse {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

/** A handler answers one call; it may look at the request (say, to change state after a write). */
export type FakeHandler =
  FakeResponse | ((request: { url: URL; method: string; body: unknown }) => FakeResponse | Promise<FakeResponse>)

export type FakeHandlerFn = Extract<FakeHandler, (...args: never[]) => unknown>

/** Routes are "METHOD /api/path" → handler; anything unrouted answers 404 so a test sees the stray call. */
export type FakeRoutes = Record<string, FakeHandler>

export function createFakeFetch(routes: FakeRoutes) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined
    const url = new URL(request?.url ?? (input instanceof URL ? input.href : (input as string)), 'http://localhost')
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
    const rawBody = init?.body ?? (request ? await request.text() : undefined)
    const body = typeof rawBody === 'string' && rawBody ? (JSON.parse(rawBody) as unknown) : undefined
    const handler = routes[`${method} ${url.pathname}`]
    const answer: FakeResponse =
      handler === undefined
        ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not Found' } }
        : typeof handler === 'function'
          ? await handler({ url, method, body })
          : handler
    const status = answer.status ?? 200
    if (status === 204) return new Response(null, { status, headers: answer.headers })
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    })
  })
}

/** The calls a fake fetch received, as "METHOD /path". */
export function callsOf(fetchMock: ReturnType<typeof createFakeFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    return `${method} ${url.pathname}`
  })
}

export const DOMAIN_AUTH_REQUIRED: FakeResponse = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Domain authentication required' },
}

export const SIGNED_OUT: FakeResponse = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Missing authentication' },
}

const badRequest = (message: string): FakeResponse => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message },
})

/**
 * The feedback API of DECISIONS.md §6 over an in-memory list that writes change, as the server would:
 * GET /api/feedback pages newest first (limit, default 100; an opaque cursor; status, priority, q, since) with
 * `Link: <…&cursor=…>; rel="next"` while more remain; GET /api/feedback/summary and /count; PATCH and DELETE.
 */
export function fakeFeedbackApi(initial: readonly Feedback[]) {
  let entries = [...initial]
  const routes: FakeRoutes = {
    'GET /api/feedback': ({ url }) => {
      const params = url.searchParams
      if (params.has('pageUrl')) return { body: [] }
      const limit = Number(params.get('limit') ?? 100)
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) return badRequest('"limit" must be between 1 and 500')
      const cursor = params.get('cursor')
      const afterId = cursor === null ? Infinity : Number(/^after-(\d+)$/.exec(cursor)?.[1] ?? NaN)
      if (Number.isNaN(afterId)) return badRequest('"cursor" is not valid')
      const q = params.get('q')?.toLowerCase()
      const since = params.get('since')
      const matching = entries
        .filter(
          (entry) =>
            entry.id < afterId &&
            (!params.get('status') || entry.status === params.get('status')) &&
            (!params.get('priority') || entry.priority === params.get('priority')) &&
            (!since || entry.createdAt >= since) &&
            (!q || [entry.message, entry.reporterName, entry.pageUrl].some((field) => field.toLowerCase().includes(q))),
        )
        .sort((a, b) => b.id - a.id)
      const page = matching.slice(0, limit)
      if (matching.length <= limit) return { body: page }
      const next = new URLSearchParams(params)
      next.set('cursor', `after-${page[page.length - 1].id}`)
      return { body: page, headers: { Link: `</api/feedback?${next.toString()}>; rel="next"` } }
    },
    'GET /api/feedback/summary': () => ({ body: summaryOf(entries) }),
    'GET /api/feedback/count': () => ({ body: { count: entries.filter((e) => e.status === 'open').length } }),
  }
  for (const { id } of initial) {
    routes[`PATCH /api/feedback/${id}`] = ({ body }) => {
      if (!entries.some((e) => e.id === id))
        return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not Found' } }
      entries = entries.map((e) => (e.id === id ? { ...e, ...(body as Partial<Feedback>) } : e))
      return { body: entries.find((e) => e.id === id) }
    }
    routes[`DELETE /api/feedback/${id}`] = () => {
      entries = entries.filter((e) => e.id !== id)
      return { status: 204 }
    }
  }
  return routes
}

export function summaryOf(entries: readonly Pick<Feedback, 'status'>[]): FeedbackSummary {
  const count = (status: Feedback['status']) => entries.filter((entry) => entry.status === status).length
  return { total: entries.length, open: count('open'), locked: count('locked'), resolved: count('resolved') }
}

/** The query strings of the calls a fake fetch made to one path. */
export function searchesOf(fetchMock: ReturnType<typeof createFakeFetch>, path: string, method = 'GET'): string[] {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const verb = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    return verb === method && url.pathname === path ? [url.search] : []
  })
}
