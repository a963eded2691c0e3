import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/platform/config.js'
import { init } from '../src/server.js'
import { hashPassword, verifyPassword } from '../src/auth/passwords.js'
import {
  cookiesOf,
  createTestServer,
  freshDatabaseUrl,
  GATE,
  passGate,
  signIn,
  stoppedAfterEachTest,
  testEnv,
  useApi,
} from './helpers.js'

const api = useApi({ each: true })
const started = stoppedAfterEachTest()

const login = (cookie: string, payload: object | string, headers: Record<string, string> = {}) =>
  api.server.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie, ...headers }, payload })

const count = async (table: string) => Number((await api.server.app.db(table).count({ n: '*' }).first())?.n)

describe('the domain gate', () => {
  it('keeps the API closed until it is passed', async () => {
    const res = await api.server.inject('/api/auth/user')
    expect(res.statusCode).toBe(401)
    expect(res.result).toMatchObject({ message: 'Domain authentication required' })
    const loginRes = await login('', { email: 'admin@ledgerline.example', password: 'demo1234', portal: 'staff' })
    expect(loginRes.statusCode).toBe(401)
    expect(loginRes.result).toMatchObject({ message: 'Domain authentication required' })
  })

  it('refuses wrong gate credentials and sets no cookie', async () => {
    const res = await api.server.inject({
      method: 'POST',
      url: '/api/domain-auth',
      payload: { username: 'preview', password: 'nope' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('opens with the configured credentials through a sealed httpOnly SameSite=Lax cookie', async () => {
    const res = await api.server.inject({ method: 'POST', url: '/api/domain-auth', payload: GATE })
    expect(res.statusCode).toBe(204)
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/^ll_gate=Fe26\.2\*\*/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const user = await api.server.inject({ url: '/api/auth/user', headers: { cookie: cookiesOf(res) } })
    expect(user.statusCode).toBe(401)
    expect(user.result).not.toMatchObject({ message: 'Domain authentication required' })
  })

  it('is not opened by a bogus API token', async () => {
    const res = await api.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: 'Bearer llt_not-a-real-token' },
      payload: { email: 'client@example.com', password: 'demo1234', portal: 'client' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.result).toMatchObject({ message: 'Domain authentication required' })
  })

  it('rejects a forged gate cookie', async () => {
    const res = await api.server.inject({ url: '/api/auth/user', headers: { cookie: 'll_gate=Fe26.2**forged' } })
    expect(res.result).toMatchObject({ message: 'Domain authentication required' })
  })

  it('domain logout ends the gate and the session', async () => {
    const cookie = await signIn(api.server, 'staff@ledgerline.example')
    const out = await api.server.inject({ method: 'POST', url: '/api/domain-logout', headers: { cookie } })
    expect(out.statusCode).toBe(204)
    expect(await count('sessions')).toBe(0)
    const after = await api.server.inject({ url: '/api/auth/user', headers: { cookie: cookiesOf(out, cookie) } })
    expect(after.result).toMatchObject({ message: 'Domain authentication required' })
    // Even replaying the old cookies: the session row is gone, the gate cookie still opens the gate only.
    const replay = await api.server.inject({ url: '/api/auth/user', headers: { cookie } })
    expect(replay.statusCode).toBe(401)
  })

  it('can be switched off', async () => {
    const open = await started(createTestServer({ GATE: 'off' }))
    const res = await open.inject('/api/auth/user')
    expect(res.statusCode).toBe(401)
    expect(res.result).not.toMatchObject({ message: 'Domain authentication required' })
  })
})

describe('signing in', () => {
  const cases = [
    ['client@example.com', 'client', 'client'],
    ['admin@ledgerline.example', 'staff', 'admin'],
    ['staff@ledgerline.example', 'staff', 'staff'],
    ['manager@ledgerline.example', 'staff', 'manager'],
  ] as const
  for (const [email, portal, role] of cases) {
    it(`accepts ${email} on the ${portal} portal as ${role}`, async () => {
      const gate = await passGate(api.server)
      const res = await login(gate, { email, password: 'demo1234', portal })
      expect(res.statusCode).toBe(200)
      expect(res.result).toMatchObject({ email, role })
      const setCookie = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('ll_session='))!
      expect(setCookie).toMatch(/HttpOnly/)
      expect(setCookie).toMatch(/SameSite=Lax/)
      const me = await api.server.inject({ url: '/api/auth/user', headers: { cookie: cookiesOf(res, gate) } })
      expect(me.statusCode).toBe(200)
      expect(Object.keys(me.result as object).sort()).toEqual(
        ['email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'role', 'username', 'vipStatus'].sort(),
      )
      expect(JSON.stringify(me.result)).not.toMatch(/password|scrypt/i)
    })
  }

  it('keeps each portal to its accounts', async () => {
    const gate = await passGate(api.server)
    expect(
      (await login(gate, { email: 'staff@ledgerline.example', password: 'demo1234', portal: 'client' })).statusCode,
    ).toBe(401)
    expect((await login(gate, { email: 'client@example.com', password: 'demo1234', portal: 'staff' })).statusCode).toBe(
      401,
    )
  })

  it('answers every failure with the same 401 Invalid credentials', async () => {
    const gate = await passGate(api.server)
    for (const payload of [
      { email: 'client@example.com', password: 'wrong', portal: 'client' },
      { email: 'nobody@example.com', password: 'demo1234', portal: 'client' },
      { email: 'admin@ledgerline.example', password: 'demo1234', portal: 'client' },
    ]) {
      const res = await login(gate, payload)
      expect(res.statusCode).toBe(401)
      expect(res.result).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' })
    }
    expect(await count('sessions')).toBe(0)
  })

  it('accepts any address of the staff domain with either demo password, as staff, created on first login', async () => {
    const gate = await passGate(api.server)
    const first = await login(gate, { email: 'new.hire@ledgerline.example', password: 'staff1234', portal: 'staff' })
    expect(first.statusCode).toBe(200)
    expect(first.result).toMatchObject({ email: 'new.hire@ledgerline.example', role: 'staff' })
    const again = await login(gate, { email: 'New.Hire@ledgerline.example', password: 'demo1234', portal: 'staff' })
    expect(again.statusCode).toBe(200)
    const rows = await api.server.app.db('users').where({ email: 'new.hire@ledgerline.example' })
    expect(rows).toHaveLength(1)
    expect(
      (await login(gate, { email: 'other@ledgerline.example', password: 'guess', portal: 'staff' })).statusCode,
    ).toBe(401)
    expect(
      (await login(gate, { email: 'other@ledgerline.example', password: 'demo1234', portal: 'client' })).statusCode,
    ).toBe(401)
    expect(
      (await login(gate, { email: 'x@ledgerline.example.evil.com', password: 'demo1234', portal: 'staff' })).statusCode,
    ).toBe(401)
  })

  it('does not apply the staff-domain rule outside demo mode', async () => {
    const prod = await started(createTestServer({ DEMO_MODE: 'off' }))
    const gate = await passGate(prod)
    const res = await prod.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: gate },
      payload: { email: 'someone@ledgerline.example', password: 'demo1234', portal: 'staff' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('throttles repeated failures for one account, even with the right password afterwards', async () => {
    const gate = await passGate(api.server)
    const bad = { email: 'client@example.com', password: 'wrong', portal: 'client' }
    for (let i = 0; i < 5; i++) expect((await login(gate, bad)).statusCode).toBe(401)
    const blocked = await login(gate, { ...bad, password: 'demo1234' })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    // Another account is not affected.
    expect(
      (await login(gate, { email: 'staff@ledgerline.example', password: 'demo1234', portal: 'staff' })).statusCode,
    ).toBe(200)
  })

  it('throttles repeated failures from one address across accounts', async () => {
    const strict = await started(createTestServer({ LOGIN_MAX_PER_ADDRESS: '3' }))
    const gate = await passGate(strict)
    const attempt = (email: string) =>
      strict.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: gate },
        payload: { email, password: 'x', portal: 'staff' },
      })
    for (const email of ['a@x.example', 'b@x.example', 'c@x.example'])
      expect((await attempt(email)).statusCode).toBe(401)
    expect((await attempt('d@x.example')).statusCode).toBe(429)
  })

  it('starts a new random session id at every sign-in', async () => {
    const a = await signIn(api.server, 'admin@ledgerline.example')
    const b = await signIn(api.server, 'admin@ledgerline.example')
    expect(a).not.toBe(b)
    const ids = (await api.server.app.db('sessions').select('id')).map((r) => r.id)
    expect(new Set(ids).size).toBe(2)
    expect(ids.every((id: string) => /^[0-9a-f]{64}$/.test(id))).toBe(true)
  })
})

describe('sessions', () => {
  it('logout revokes the session and redirects to /', async () => {
    const cookie = await signIn(api.server, 'client@example.com')
    const out = await api.server.inject({ url: '/api/logout', headers: { cookie } })
    expect(out.statusCode).toBe(302)
    expect(out.headers.location).toBe('/')
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
  })

  it('a role change in the database takes effect on the next request', async () => {
    const cookie = await signIn(api.server, 'staff@ledgerline.example')
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie } })).result).toMatchObject({
      role: 'staff',
    })
    await api.server.app.db('users').where({ email: 'staff@ledgerline.example' }).update({ role: 'client' })
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie } })).result).toMatchObject({
      role: 'client',
    })
    expect((await api.server.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(403)
  })

  it('a deactivated or removed user is signed out at once', async () => {
    const cookie = await signIn(api.server, 'manager@ledgerline.example')
    await api.server.app.db('users').where({ email: 'manager@ledgerline.example' }).update({ isActive: false })
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
    const other = await signIn(api.server, 'staff@ledgerline.example')
    await api.server.app.db('users').where({ email: 'staff@ledgerline.example' }).delete()
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie: other } })).statusCode).toBe(401)
  })

  it('expires after 8 idle hours', async () => {
    const cookie = await signIn(api.server, 'client@example.com')
    const nineHoursAgo = new Date(Date.now() - 9 * 3600 * 1000).toISOString()
    await api.server.app.db('sessions').update({ lastSeenAt: nineHoursAgo })
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
  })

  it('expires 7 days after sign-in whatever the activity', async () => {
    const cookie = await signIn(api.server, 'client@example.com')
    await api.server.app.db('sessions').update({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
  })
})

describe('set-demo-role', () => {
  const setRole = (cookie: string, payload: unknown) =>
    api.server.inject({ method: 'POST', url: '/api/set-demo-role', headers: { cookie }, payload: payload as object })

  it('records the chosen role', async () => {
    const cookie = await signIn(api.server, 'client@example.com')
    const res = await setRole(cookie, { role: 'manager' })
    expect(res.statusCode).toBe(200)
    expect(res.result).toEqual({ role: 'manager' })
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie } })).result).toMatchObject({
      role: 'manager',
    })
  })

  it('validates the role', async () => {
    const cookie = await signIn(api.server, 'client@example.com')
    for (const payload of [{ role: 'superuser' }, { role: '' }, {}, { role: 'admin', extra: 1 }, { role: ['admin'] }]) {
      const res = await setRole(cookie, payload)
      expect(res.statusCode).toBe(400)
      expect((res.result as { message: string }).message).toMatch(/role|extra/)
    }
  })

  it('needs a session', async () => {
    expect((await setRole(await passGate(api.server), { role: 'admin' })).statusCode).toBe(401)
  })

  it('is refused outside demo mode', async () => {
    const prod = await started(createTestServer({ DEMO_MODE: 'off' }))
    await prod.app.db('users').insert({
      email: 'ops@ledgerline.example',
      username: 'ops',
      passwordHash: await hashPassword('s3cret-pass', 10),
      role: 'admin',
      vipStatus: false,
      isActive: true,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    const cookie = await signIn(prod, 'ops@ledgerline.example', 'staff', 's3cret-pass')
    const res = await prod.inject({
      method: 'POST',
      url: '/api/set-demo-role',
      headers: { cookie },
      payload: { role: 'client' },
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const cookie = await signIn(api.server, 'client@example.com')
    const res = await api.server.inject({
      method: 'POST',
      url: '/api/set-demo-role',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { role: 'admin' },
    })
    expect(res.statusCode).toBe(403)
    expect((await api.server.inject({ url: '/api/auth/user', headers: { cookie } })).result).toMatchObject({
      role: 'client',
    })
  })

  it('refuses a cross-site form post without an Origin header', async () => {
    const res = await api.server.inject({
      method: 'POST',
      url: '/api/domain-auth',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: GATE,
    })
    expect(res.statusCode).toBe(403)
  })

  it('accepts the portal’s own origin', async () => {
    const res = await api.server.inject({
      method: 'POST',
      url: '/api/domain-auth',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: GATE,
    })
    expect(res.statusCode).toBe(204)
  })
})

describe('bad input', () => {
  it('answers malformed JSON with 400 and writes nothing', async () => {
    const gate = await passGate(api.server)
    const res = await login(gate, '{"email": "client@example.com", "password": ', {
      'content-type': 'application/json',
    })
    expect(res.statusCode).toBe(400)
    expect(await count('sessions')).toBe(0)
    expect(
      Number((await api.server.app.db('throttleCounters').where('hits', '>', 0).count({ n: '*' }).first())?.n),
    ).toBe(0)
  })

  it('answers an oversize payload with 413 and writes nothing', async () => {
    const gate = await passGate(api.server)
    const res = await login(gate, { email: 'client@example.com', password: 'x'.repeat(70 * 1024), portal: 'client' })
    expect(res.statusCode).toBe(413)
    expect(await count('sessions')).toBe(0)
  })

  it('names the field that is wrong', async () => {
    const gate = await passGate(api.server)
    const res = await login(gate, { email: 'not-an-email', password: 'x', portal: 'client' })
    expect(res.statusCode).toBe(400)
    expect(res.result).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('email') })
    const portal = await login(gate, { email: 'client@example.com', password: 'x', portal: 'admin' })
    expect(portal.result).toMatchObject({ message: expect.stringContaining('portal') })
  })

  it('refuses prototype-pollution keys', async () => {
    const gate = await passGate(api.server)
    const res = await login(
      gate,
      '{"email":"client@example.com","password":"demo1234","portal":"client","__proto__":{"role":"admin"}}',
      { 'content-type': 'application/json' },
    )
    expect(res.statusCode).toBe(400)
  })
})

describe('routing and headers', () => {
  it('answers unknown /api paths with 404 JSON and other paths with the portal', async () => {
    const apiPath = await api.server.inject('/api/no-such-thing')
    expect(apiPath.statusCode).toBe(404)
    expect(apiPath.result).toMatchObject({ statusCode: 404, error: 'Not Found' })
    const page = await api.server.inject('/no/such/page')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
  })

  it('sends the security headers', async () => {
    const apiPath = await api.server.inject('/api/auth/user')
    expect(apiPath.headers['cache-control']).toBe('no-store')
    expect(apiPath.headers['x-content-type-options']).toBe('nosniff')
    const page = await api.server.inject('/')
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })

  it("caches the portal's content-named assets for good, and nothing else", async () => {
    const portalDir = await mkdtemp(join(tmpdir(), 'll-portal-'))
    await mkdir(join(portalDir, 'assets'))
    await writeFile(join(portalDir, 'assets/index-abc123.js'), 'export {}\n')
    await writeFile(join(portalDir, 'index.html'), '<!doctype html><title>Ledgerline</title>')
    const server = await started(
      init({ config: { ...loadConfig(testEnv({ DATABASE_URL: await freshDatabaseUrl() })), portalDir }, seed: true }),
    )
    const asset = await server.inject('/assets/index-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await server.inject('/assets/index-gone.js')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).not.toMatch(/immutable/)
    const page = await server.inject('/client/documents')
    expect(page.headers['cache-control']).toBe('no-cache')
    await rm(portalDir, { recursive: true, force: true })
  })

  it('sends HSTS in production', async () => {
    const prod = await started(
      createTestServer({
        NODE_ENV: 'production',
        SCRYPT_COST: '17',
        PUBLIC_URL: 'https://portal.example.com',
        GATE_PASSWORD: 'a production gate passphrase',
      }),
    )
    const res = await prod.inject({ url: '/', headers: { host: 'portal.example.com' } })
    expect(res.headers['strict-transport-security']).toMatch(/max-age=(\d{8,}).*includeSubDomains/)
  })

  it('redirects Google sign-in to the client login while SSO is not configured', async () => {
    const gate = await passGate(api.server)
    const res = await api.server.inject({ url: '/api/login', headers: { cookie: gate } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/client-login?error=sso-unavailable')
  })
})

describe('passwords', () => {
  it('are hashed with scrypt N=2^17, r=8, p=1 and a per-password salt', async () => {
    const a = await hashPassword('demo1234', 17)
    const b = await hashPassword('demo1234', 17)
    expect(a).toMatch(/^scrypt\$17\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('demo1234', a)).toBe(true)
    expect(await verifyPassword('demo1235', a)).toBe(false)
  })

  it('are stored hashed for the demo accounts', async () => {
    const rows = await api.server.app.db('users').whereNotNull('passwordHash').select('passwordHash')
    expect(rows.length).toBeGreaterThanOrEqual(4)
    for (const row of rows) expect(row.passwordHash).toMatch(/^scrypt\$/)
  })
})
