import type { Server } from '@hapi/hapi'
import { describe, expect, it } from 'vitest'
import { cookiesOf, createTestServer, passGate, signIn, stoppedAfterEachTest } from './helpers.js'
import { instanceOn, sharedDatabaseUrl } from './security-helpers.js'

// Issue 13, item 7 (ASVS 5.0 V7.4.1, V7.4.3): gate passes are kept server-side like sessions, so domain logout
// and a new gate password end them.

const started = stoppedAfterEachTest()

const GATE_REQUIRED = { message: 'Domain authentication required' }
const currentUser = (api: Server, cookie: string) => api.inject({ url: '/api/auth/user', headers: { cookie } })

describe('gate passes', () => {
  it('end with domain logout, even when the old cookie is replayed', async () => {
    const api = await started(createTestServer())
    const gate = await passGate(api)
    expect((await currentUser(api, gate)).result).not.toMatchObject(GATE_REQUIRED)
    const out = await api.inject({ method: 'POST', url: '/api/domain-logout', headers: { cookie: gate } })
    expect(out.statusCode).toBe(204)
    expect((await currentUser(api, cookiesOf(out, gate))).result).toMatchObject(GATE_REQUIRED)
    expect((await currentUser(api, gate)).result).toMatchObject(GATE_REQUIRED)
  })

  it('of a signed-in browser end with its domain logout too', async () => {
    const api = await started(createTestServer())
    const cookie = await signIn(api, 'staff@ledgerline.example')
    expect((await api.inject({ method: 'POST', url: '/api/domain-logout', headers: { cookie } })).statusCode).toBe(204)
    const gateOnly = cookie
      .split('; ')
      .filter((pair) => pair.startsWith('ll_gate='))
      .join('; ')
    expect((await currentUser(api, gateOnly)).result).toMatchObject(GATE_REQUIRED)
  })

  it('end when the gate password changes, on every instance', async () => {
    const url = await sharedDatabaseUrl()
    const before = await started(instanceOn(url, { GATE_PASSWORD: 'the-old-gate-password' }))
    const res = await before.inject({
      method: 'POST',
      url: '/api/domain-auth',
      payload: { username: 'preview', password: 'the-old-gate-password' },
    })
    expect(res.statusCode).toBe(204)
    const gate = cookiesOf(res)
    // The firm restarts with a new password (same session password, same database).
    const after = await started(instanceOn(url, { GATE_PASSWORD: 'the-new-gate-password' }))
    expect((await currentUser(after, gate)).result).toMatchObject(GATE_REQUIRED)
    // An instance still on the old password keeps honouring it.
    expect((await currentUser(before, gate)).result).not.toMatchObject(GATE_REQUIRED)
  })
})
