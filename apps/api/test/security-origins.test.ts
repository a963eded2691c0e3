import type { Server } from '@hapi/hapi'
import { describe, expect, it } from 'vitest'
import { createTestServer, GATE, passGate, signIn, stoppedAfterEachTest } from './helpers.js'

// Issue 13, items 5 and 6 (ASVS 5.0 V3.5.1, V3.5.3, V4.1.3): state changes need the portal's exact origin,
// requests for another host are refused, a proxy is trusted only when configured, a cross-site logout is ignored.

const started = stoppedAfterEachTest()
const server = (env: Record<string, string> = {}) => started(createTestServer(env))

const gateLogin = (api: Server, headers: Record<string, string>, remoteAddress?: string) =>
  api.inject({ method: 'POST', url: '/api/domain-auth', headers, payload: GATE, remoteAddress })

describe('without PUBLIC_URL (development), the server’s own origin', () => {
  it('is compared with its scheme: an https Origin is refused by the http server', async () => {
    const api = await server()
    expect((await gateLogin(api, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).statusCode).toBe(204)
    expect((await gateLogin(api, { host: '127.0.0.1:3000', origin: 'https://127.0.0.1:3000' })).statusCode).toBe(403)
    expect((await gateLogin(api, { host: '127.0.0.1:3000', referer: 'https://127.0.0.1:3000/login' })).statusCode).toBe(
      403,
    )
  })

  it('is not whatever the Host header says: another host is refused (DNS rebinding)', async () => {
    const api = await server()
    const rebound = await gateLogin(api, { host: 'evil.test', origin: 'http://evil.test' })
    expect(rebound.statusCode).toBe(421)
    expect((await api.inject({ url: '/', headers: { host: 'evil.test:3000' } })).statusCode).toBe(421)
    expect((await api.inject({ url: '/api/auth/user', headers: { host: 'evil.test:3000' } })).statusCode).toBe(421)
    // The loopback names of the listening address are the server itself.
    expect((await gateLogin(api, { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode).toBe(204)
  })
})

describe('PUBLIC_URL', () => {
  const PUBLIC = { PUBLIC_URL: 'https://portal.example-firm.test' }

  it('is the one origin a state change may come from', async () => {
    const api = await server(PUBLIC)
    const host = 'portal.example-firm.test'
    expect((await gateLogin(api, { host, origin: 'https://portal.example-firm.test' })).statusCode).toBe(204)
    expect((await gateLogin(api, { host, origin: 'http://portal.example-firm.test' })).statusCode).toBe(403)
    expect((await gateLogin(api, { host, origin: 'https://portal.example-firm.test:8443' })).statusCode).toBe(403)
    expect((await gateLogin(api, { host, referer: 'https://portal.example-firm.test/login' })).statusCode).toBe(204)
    expect((await gateLogin(api, { host, referer: 'https://evil.test/portal.example-firm.test' })).statusCode).toBe(403)
  })

  it('names the only host served', async () => {
    const api = await server(PUBLIC)
    expect((await api.inject({ url: '/', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(421)
    expect((await api.inject({ url: '/', headers: { host: 'portal.example-firm.test' } })).statusCode).toBe(200)
  })
})

describe('TRUST_PROXY', () => {
  const wrongGate = (api: Server, remoteAddress: string, forwardedFor?: string) =>
    api.inject({
      method: 'POST',
      url: '/api/domain-auth',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { ...GATE, password: 'wrong' },
    })

  it('on: each client behind the proxy has its own address, so one cannot throttle everybody', async () => {
    const api = await server({ TRUST_PROXY: 'on', LOGIN_MAX_PER_ADDRESS: '2' })
    for (let i = 0; i < 2; i++) expect((await wrongGate(api, '10.0.0.1', '203.0.113.5')).statusCode).toBe(401)
    expect((await wrongGate(api, '10.0.0.1', '203.0.113.5')).statusCode).toBe(429)
    expect((await wrongGate(api, '10.0.0.1', '198.51.100.9')).statusCode).toBe(401)
  })

  it('a list: only those proxies are believed, a forged X-Forwarded-For from elsewhere is not', async () => {
    const api = await server({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16', LOGIN_MAX_PER_ADDRESS: '2' })
    for (let i = 0; i < 2; i++)
      expect((await wrongGate(api, '10.1.2.3', `198.51.100.${i}, 203.0.113.5, 10.0.0.1`)).statusCode).toBe(401)
    expect((await wrongGate(api, '10.1.2.3', '203.0.113.5')).statusCode).toBe(429)
    expect((await wrongGate(api, '10.1.2.3', '198.51.100.9')).statusCode).toBe(401)
    // A client that is no trusted proxy cannot pick a fresh address for each try.
    expect((await wrongGate(api, '192.0.2.50', '198.51.100.1')).statusCode).toBe(401)
    expect((await wrongGate(api, '192.0.2.50', '198.51.100.2')).statusCode).toBe(401)
    expect((await wrongGate(api, '192.0.2.50', '198.51.100.3')).statusCode).toBe(429)
  })

  it('takes the scheme and host the proxy received from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const api = await server({ TRUST_PROXY: 'on', PUBLIC_URL: 'https://portal.example-firm.test' })
    const forwarded = { host: '127.0.0.1:3000', 'x-forwarded-host': 'portal.example-firm.test' }
    const origin = 'https://portal.example-firm.test'
    expect((await gateLogin(api, { ...forwarded, 'x-forwarded-proto': 'https', origin }, '10.0.0.1')).statusCode).toBe(
      204,
    )
    expect((await gateLogin(api, { ...forwarded, 'x-forwarded-proto': 'http', origin }, '10.0.0.1')).statusCode).toBe(
      421,
    )
  })
})

describe('GET /api/logout', () => {
  it('from another site redirects to / and leaves the session alone', async () => {
    const api = await server()
    const cookie = await signIn(api, 'client@example.com')
    const crossSite = await api.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.statusCode).toBe(302)
    expect(crossSite.headers.location).toBe('/')
    expect(crossSite.headers['set-cookie']).toBeUndefined()
    expect((await api.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200)
    // From the portal itself it still ends the session (SPEC.md §7).
    const own = await api.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(own.statusCode).toBe(302)
    expect((await api.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
  })
})

describe('a session started behind a proxy', () => {
  it('records the client’s address, not the proxy’s', async () => {
    const api = await server({ TRUST_PROXY: 'on' })
    const gate = await passGate(api)
    const res = await api.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.1',
      headers: { cookie: gate, 'x-forwarded-for': '203.0.113.77' },
      payload: { email: 'client@example.com', password: 'demo1234', portal: 'client' },
    })
    expect(res.statusCode).toBe(200)
    expect(await api.app.db('sessions').pluck('ip')).toEqual(['203.0.113.77'])
  })
})
