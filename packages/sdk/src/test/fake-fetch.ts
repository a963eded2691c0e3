// A scripted fetch for unit and hook tests: answers by "METHOD /path" and records every request.

export interface RecordedRequest {
  method: string
  url: URL
  headers: Headers
  credentials: RequestCredentials | undefined
  redirect: RequestRedirect | undefined
  body: string | undefined
}

type Answer = Response | ((request: RecordedRequest) => Response | Promise<Response>)

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  })
}

export function createFakeFetch(routes: Record<string, Answer> = {}) {
  const requests: RecordedRequest[] = []
  const table = new Map(Object.entries(routes))

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      input instanceof Request ? input.url : input instanceof URL ? input.href : input,
      'http://ledgerline.test',
    )
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      redirect: init.redirect,
      body: typeof init.body === 'string' ? init.body : undefined,
    }
    requests.push(request)
    const answer = table.get(`${request.method} ${url.pathname}`)
    if (!answer) return json({ statusCode: 404, error: 'Not Found', message: 'Not Found' }, { status: 404 })
    // A Response body can be read once: answer each request with a fresh copy.
    return typeof answer === 'function' ? answer(request) : answer.clone()
  }

  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** Replace or add the answer for "METHOD /path". */
    on(route: string, answer: Answer) {
      table.set(route, answer)
    },
    /** How many requests went to "METHOD /path" (query strings ignored), or with the exact search when given. */
    count(route: string, search?: string) {
      return requests.filter(
        (r) => `${r.method} ${r.url.pathname}` === route && (search === undefined || r.url.search === search),
      ).length
    },
  }
}
