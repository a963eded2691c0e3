import type { Server } from '@hapi/hapi'
import { describe, expect, it } from 'vitest'
import { createTestServer, passGate, signIn, stoppedAfterEachTest } from './helpers.js'
import { instanceOn, sharedDatabaseUrl } from './security-helpers.js'

// Issue 13, item 11 (ASVS 5.0 V7.3.x session termination): ended sessions, gate passes and throttle counters do
// not pile up; a periodic cleanup removes them, on any number of instances.

const started = stoppedAfterEachTest()

const count = async (api: Server, table: string) => Number((await api.app.db(table).count({ n: '*' }).first())?.n)
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const HOUR = 3600 * 1000

async function leaveExpiredRows(api: Server): Promise<void> {
  await signIn(api, 'client@example.com')
  await signIn(api, 'staff@ledgerline.example')
  const [expired, idle] = await api.app.db('sessions').orderBy('createdAt').pluck('id')
  await api.app
    .db('sessions')
    .where('id', expired)
    .update({ expiresAt: ago(1000) })
  await api.app
    .db('sessions')
    .where('id', idle)
    .update({ lastSeenAt: ago(9 * HOUR) })
  await passGate(api)
  await api.app.db('gatePasses').update({ expiresAt: ago(1000) })
  await api.app.db('throttleCounters').insert([
    { key: 'login-address:192.0.2.1', hits: 3, expiresAt: Date.now() - 1000 },
    { key: 'login-address:192.0.2.2', hits: 1, expiresAt: Date.now() + HOUR },
  ])
}

describe('housekeeping', () => {
  it('removes expired sessions, gate passes and throttle counters, and keeps live ones', async () => {
    const api = await started(createTestServer({ CLEANUP_INTERVAL_MS: '200' }))
    await leaveExpiredRows(api)
    const live = await signIn(api, 'manager@ledgerline.example')
    await expect.poll(() => count(api, 'sessions'), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => count(api, 'throttleCounters'), { timeout: 10_000 }).toBe(1)
    // The live session's own gate pass stays; the expired one is gone.
    await expect.poll(() => count(api, 'gatePasses'), { timeout: 10_000 }).toBe(1)
    expect((await api.inject({ url: '/api/auth/user', headers: { cookie: live } })).statusCode).toBe(200)
    expect(await api.app.db('throttleCounters').pluck('key')).toEqual(['login-address:192.0.2.2'])
  })

  it('runs on several instances of one database at once without getting in each other’s way', async () => {
    const url = await sharedDatabaseUrl()
    const a = await started(instanceOn(url, { CLEANUP_INTERVAL_MS: '100' }))
    const b = await started(instanceOn(url, { CLEANUP_INTERVAL_MS: '100' }))
    await leaveExpiredRows(a)
    await expect.poll(() => count(b, 'sessions'), { timeout: 10_000 }).toBe(0)
    await expect.poll(() => count(b, 'throttleCounters'), { timeout: 10_000 }).toBe(1)
    // Both keep serving while they clean.
    expect(
      (await a.inject({ method: 'POST', url: '/api/domain-auth', payload: { username: 'x', password: 'y' } }))
        .statusCode,
    ).toBe(401)
    expect((await b.inject('/api/auth/user')).statusCode).toBe(401)
  })
})
