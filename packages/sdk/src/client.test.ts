import { describe, expect, it } from 'vitest'
import { createClient, filenameFromContentDisposition, SITE_KEY_HEADER } from './client.js'
import { ApiError, isGateRequired, GATE_REQUIRED_MESSAGE } from './errors.js'
import { createFakeFetch, json } from './test/fake-fetch.js'

const boom = (statusCode: number, error: string, message: string) => ({ statusCode, error, message })

describe('errors (SPEC.md §8)', () => {
  it('a non-OK answer throws ApiError "STATUS: body text" with the status and the parsed body', async () => {
    const body = boom(409, 'Conflict', 'Resolved feedback cannot change status')
    const fake = createFakeFetch({ 'PATCH /api/feedback/7': json(body, { status: 409, statusText: 'Conflict' }) })
    const api = createClient({ fetch: fake.fetch })

    const error = await api.updateFeedback(7, { status: 'open' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(Error)
    const apiError = error as ApiError
    expect(apiError.message).toBe(`409: ${JSON.stringify(body)}`)
    expect(apiError.status).toBe(409)
    expect(apiError.body).toEqual(body)
    expect(apiError.serverMessage).toBe('Resolved feedback cannot change status')
    expect(apiError.name).toBe('ApiError')
  })

  it('an empty body gives "STATUS: status text" and a null body', async () => {
    const fake = createFakeFetch({
      'GET /api/users': new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    })
    const error = (await createClient({ fetch: fake.fetch })
      .listUsers()
      .catch((e: unknown) => e)) as ApiError

    expect(error.message).toBe('503: Service Unavailable')
    expect(error.status).toBe(503)
    expect(error.body).toBeNull()
  })

  it('a non-JSON body is kept as text in both the message and the body', async () => {
    const fake = createFakeFetch({
      'GET /api/clients': new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    })
    const error = (await createClient({ fetch: fake.fetch })
      .listClients()
      .catch((e: unknown) => e)) as ApiError

    expect(error.message).toBe('502: <html>Bad gateway</html>')
    expect(error.body).toBe('<html>Bad gateway</html>')
    expect(error.serverMessage).toBe('502: <html>Bad gateway</html>')
  })

  it('a network failure is not an ApiError, so the portal can say "Connection error"', async () => {
    const api = createClient({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })
    const error = await api.domainAuth({ username: 'u', password: 'p' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TypeError)
    expect(error).not.toBeInstanceOf(ApiError)
  })
})

describe('requests (SPEC.md §7)', () => {
  it('sends cookies, and a JSON body with a JSON content type only when there is a payload', async () => {
    const fake = createFakeFetch({
      'POST /api/set-demo-role': json({ role: 'staff' }),
      'POST /api/domain-logout': new Response(null, { status: 204 }),
      'GET /api/feedback/count': json({ count: 3 }),
      'DELETE /api/feedback/4': new Response(null, { status: 204 }),
    })
    const api = createClient({ fetch: fake.fetch })

    await expect(api.setDemoRole('staff')).resolves.toEqual({ role: 'staff' })
    await expect(api.domainLogout()).resolves.toBeUndefined()
    await expect(api.getFeedbackCount()).resolves.toEqual({ count: 3 })
    await expect(api.deleteFeedback(4)).resolves.toBeUndefined()

    const [setRole, domainLogout, count, remove] = fake.requests
    expect(setRole.method).toBe('POST')
    expect(setRole.headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(setRole.body ?? '')).toEqual({ role: 'staff' })
    for (const bodiless of [domainLogout, count, remove]) {
      expect(bodiless.body).toBeUndefined()
      expect(bodiless.headers.has('Content-Type')).toBe(false)
    }
    for (const request of fake.requests) {
      expect(request.credentials).toBe('include')
      expect(request.headers.has('Authorization')).toBe(false)
    }
  })

  it('puts filters in the query string, leaving out empty ones, under the base URL', async () => {
    const fake = createFakeFetch({ 'GET /api/feedback': json([]), 'GET /api/conversations': json([]) })
    const api = createClient({ baseUrl: 'https://portal.example/', fetch: fake.fetch })

    await api.listFeedback({ status: 'open', priority: undefined, q: 'tax & fees' })
    await api.listFeedbackPins('/client/documents?tab=2')
    await api.listConversations({ serviceTypeId: 2, q: '' })

    expect(fake.requests.map((r) => r.url.href)).toEqual([
      'https://portal.example/api/feedback?status=open&q=tax+%26+fees',
      'https://portal.example/api/feedback?pageUrl=%2Fclient%2Fdocuments%3Ftab%3D2',
      'https://portal.example/api/conversations?serviceTypeId=2',
    ])
  })

  it('answers null on 401 when a read is configured so, and throws otherwise', async () => {
    const unauthorized = () => json(boom(401, 'Unauthorized', 'Missing authentication'), { status: 401 })
    const fake = createFakeFetch({ 'GET /api/auth/user': unauthorized, 'GET /api/firm': unauthorized })
    const api = createClient({ fetch: fake.fetch })

    await expect(api.getCurrentUser()).resolves.toBeNull()
    await expect(api.request('/api/firm', { nullOn401: true })).resolves.toBeNull()
    await expect(api.request('/api/firm')).rejects.toMatchObject({ status: 401 })
    await expect(api.getFirmContact()).rejects.toBeInstanceOf(ApiError)
  })

  it('null on 401 does not swallow other errors', async () => {
    const fake = createFakeFetch({
      'GET /api/auth/user': json(boom(500, 'Internal Server Error', 'An internal server error occurred'), {
        status: 500,
      }),
    })
    await expect(createClient({ fetch: fake.fetch }).getCurrentUser()).rejects.toMatchObject({ status: 500 })
  })

  it('tells "gate not passed" from "signed out"', async () => {
    const fake = createFakeFetch({
      'GET /api/auth/user': json(boom(401, 'Unauthorized', GATE_REQUIRED_MESSAGE), { status: 401 }),
    })
    const api = createClient({ fetch: fake.fetch })
    await expect(api.getAuthState()).resolves.toEqual({ user: null, gateRequired: true })
    expect(isGateRequired(await api.request('/api/auth/user').catch((e: unknown) => e))).toBe(true)

    fake.on('GET /api/auth/user', json(boom(401, 'Unauthorized', 'Missing authentication'), { status: 401 }))
    await expect(api.getAuthState()).resolves.toEqual({ user: null, gateRequired: false })
    expect(isGateRequired(await api.request('/api/auth/user').catch((e: unknown) => e))).toBe(false)
    expect(isGateRequired(new Error('Domain authentication required'))).toBe(false)
  })

  it('logout does not follow the redirect and takes it as success', async () => {
    const fake = createFakeFetch({ 'GET /api/logout': new Response(null, { status: 302, headers: { Location: '/' } }) })
    await expect(createClient({ fetch: fake.fetch }).logout()).resolves.toBeUndefined()
    expect(fake.requests[0].redirect).toBe('manual')

    // What a browser gives for redirect: 'manual'.
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, body: null } as unknown as Response
    await expect(createClient({ fetch: async () => opaque }).logout()).resolves.toBeUndefined()

    fake.on('GET /api/logout', new Response('boom', { status: 500, statusText: 'Internal Server Error' }))
    await expect(createClient({ fetch: fake.fetch }).logout()).rejects.toThrow('500: boom')
  })
})

describe('token and site-key modes', () => {
  it('token mode sends Authorization: Bearer and no cookies', async () => {
    const fake = createFakeFetch({ 'GET /api/feedback/count': json({ count: 0 }) })
    await createClient({ fetch: fake.fetch, token: 'llt_secret' }).getFeedbackCount()

    expect(fake.requests[0].headers.get('Authorization')).toBe('Bearer llt_secret')
    expect(fake.requests[0].credentials).toBe('omit')
  })

  it('site-key mode sends the key on feedback submissions only, without cookies', async () => {
    const created = { id: 1 }
    const fake = createFakeFetch({
      'POST /api/feedback': json(created, { status: 201 }),
      'GET /api/feedback/count': json({ count: 0 }),
    })
    const api = createClient({ baseUrl: 'https://portal.example', fetch: fake.fetch, siteKey: 'lls_key' })

    await expect(api.createFeedback({ message: 'Broken link', category: 'broken', pageUrl: '/' })).resolves.toEqual(
      created,
    )
    await api.getFeedbackCount()

    expect(fake.requests[0].headers.get(SITE_KEY_HEADER)).toBe('lls_key')
    expect(fake.requests[0].credentials).toBe('omit')
    expect(fake.requests[1].headers.has(SITE_KEY_HEADER)).toBe(false)
  })

  it('sends an idempotency key with a feedback submission when given one', async () => {
    const fake = createFakeFetch({ 'POST /api/feedback': json({ id: 1 }, { status: 201 }) })
    const api = createClient({ fetch: fake.fetch })
    const input = { message: 'Broken link', category: 'broken', pageUrl: '/' } as const
    await api.createFeedback(input, { idempotencyKey: 'k-123' })
    await api.createFeedback(input)
    expect(fake.requests[0].headers.get('Idempotency-Key')).toBe('k-123')
    expect(fake.requests[1].headers.has('Idempotency-Key')).toBe(false)
  })

  it('an explicit credentials option wins', async () => {
    const fake = createFakeFetch({ 'GET /api/feedback/count': json({ count: 0 }) })
    await createClient({ fetch: fake.fetch, siteKey: 'k', credentials: 'same-origin' }).getFeedbackCount()
    expect(fake.requests[0].credentials).toBe('same-origin')
  })
})

describe('exports', () => {
  const markdown = '# Feedback export\n\n- one\n'

  it('answers the stream and the file name from Content-Disposition', async () => {
    const fake = createFakeFetch({
      'GET /api/feedback/export/markdown': new Response(markdown, {
        headers: {
          'Content-Type': 'text/markdown; charset=utf-8',
          'Content-Disposition': 'attachment; filename="feedback-export-2026-11-22.md"',
        },
      }),
    })
    const file = await createClient({ fetch: fake.fetch, token: 't' }).exportFeedback('markdown', {
      status: 'open',
      since: '2026-01-01',
    })

    expect(file.filename).toBe('feedback-export-2026-11-22.md')
    expect(file.contentType).toBe('text/markdown; charset=utf-8')
    expect(await new Response(file.body).text()).toBe(markdown)
    expect(fake.requests[0].url.search).toBe('?status=open&since=2026-01-01')
  })

  it('can give the file as a Blob', async () => {
    const fake = createFakeFetch({
      'GET /api/feedback/export/json': new Response('[]', {
        headers: { 'Content-Disposition': 'attachment; filename="feedback-export-2026-11-22.json"' },
      }),
    })
    const file = await createClient({ fetch: fake.fetch }).exportFeedback('json')
    const blob = await file.blob()
    expect(blob).toBeInstanceOf(Blob)
    expect(await blob.text()).toBe('[]')
  })

  it('falls back to feedback-export-<today>.<ext> without a usable header, and throws ApiError on refusal', async () => {
    const fake = createFakeFetch({ 'GET /api/feedback/export/json': new Response('[]') })
    const api = createClient({ fetch: fake.fetch })
    expect((await api.exportFeedback('json')).filename).toMatch(/^feedback-export-\d{4}-\d{2}-\d{2}\.json$/)

    fake.on('GET /api/feedback/export/json', json(boom(403, 'Forbidden', 'Insufficient scope'), { status: 403 }))
    await expect(api.exportFeedback('json')).rejects.toMatchObject({ status: 403 })
  })

  it.each([
    ['attachment; filename="feedback-export-2026-11-22.json"', 'feedback-export-2026-11-22.json'],
    ['attachment; filename=feedback-export-2026-11-22.md', 'feedback-export-2026-11-22.md'],
    ['attachment; filename="x.json"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.json', 'résumé.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="a \\"quoted\\" name.md"', 'a "quoted" name.md'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %j', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected)
  })
})

describe('evidence (issue 17)', () => {
  it('getFeedback reads one entry; screenshotUrl resolves its image against the base URL', async () => {
    const fake = createFakeFetch({
      'GET /api/feedback/12': json({ id: 12, screenshotUrl: '/api/feedback/12/screenshot' }),
    })
    const api = createClient({ baseUrl: 'https://portal.example/', fetch: fake.fetch })
    const entry = await api.getFeedback(12)
    expect(fake.requests[0]?.url.href).toBe('https://portal.example/api/feedback/12')
    expect(api.screenshotUrl(entry)).toBe('https://portal.example/api/feedback/12/screenshot')
    expect(api.screenshotUrl({ screenshotUrl: null })).toBeNull()
    // An export's links are absolute already.
    expect(api.screenshotUrl({ screenshotUrl: 'https://other.example/api/feedback/3/screenshot' })).toBe(
      'https://other.example/api/feedback/3/screenshot',
    )
    expect(createClient().screenshotUrl({ screenshotUrl: '/api/feedback/3/screenshot' })).toBe(
      '/api/feedback/3/screenshot',
    )
  })
})
