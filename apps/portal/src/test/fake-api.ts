import { vi } from 'vitest'

export interface FakeResponse {
  status?: number
  body?: unknown
}

/** A handler answers one call; it may look at the request (say, to change state after a write). */
export type FakeHandler =
  FakeResponse | ((request: { url: URL; method: string; body: unknown }) => FakeResponse | Promise<FakeResponse>)

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
    if (status === 204) return new Response(null, { status })
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
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
