import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWidgetClient } from './api'

afterEach(() => vi.unstubAllGlobals())

describe('the widget’s own API calls', () => {
  it('send the site key and the idempotency key without cookies, and read the answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 5 }), { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const client = createWidgetClient('https://portal.example/', 'lls_key')
    const input = { category: 'broken', message: 'x', pageUrl: '/' } as const
    await expect(client.createFeedback(input, { idempotencyKey: 'k1' })).resolves.toEqual({ id: 5 })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://portal.example/api/feedback')
    expect(init.credentials).toBe('omit')
    expect(init.headers).toMatchObject({ 'X-Ledgerline-Site-Key': 'lls_key', 'Idempotency-Key': 'k1' })
    expect(JSON.parse(init.body as string)).toEqual(input)
  })

  it('read pins and the count with the session cookie, and fail with the status', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"nope"}', { status: 403, statusText: 'Forbidden' }))
    vi.stubGlobal('fetch', fetch)
    const client = createWidgetClient('')
    await expect(client.listFeedbackPins('/a b')).rejects.toMatchObject({
      status: 403,
      message: '403: {"message":"nope"}',
    })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/feedback?pageUrl=%2Fa%20b')
    expect(init.credentials).toBe('include')
  })
})
