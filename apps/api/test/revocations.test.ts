import type { Server } from '@hapi/hapi'
import type { Podium } from '@hapi/podium'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { REVOKED_EVENT } from '../src/auth/revocations.js'
import { init } from '../src/server.js'
import { freshDatabaseUrl, signIn, testEnv } from './helpers.js'

/** Two servers on one PostgreSQL database, in one process: what another instance's change does to a cached session. */
describe.skipIf(!inject('pgUrl'))('revocations reach every instance (PostgreSQL)', () => {
  let a: Server
  let b: Server

  beforeAll(async () => {
    const url = await freshDatabaseUrl()
    a = await init({ env: testEnv({ DATABASE_URL: url }), seed: true })
    b = await init({ env: testEnv({ DATABASE_URL: url }) })
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  const whoAmI = (server: Server, cookie: string) =>
    server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })

  it('drops the cached session on the other instance as soon as the change commits', async () => {
    const admin = await signIn(a, 'admin@ledgerline.example')
    const staff = await signIn(b, 'staff@ledgerline.example')
    // B now holds the staff session in its cache.
    expect((await whoAmI(b, staff)).statusCode).toBe(200)
    const { id } = await a.app.db('users').where({ email: 'staff@ledgerline.example' }).first('id')

    // hapi's types know only its own events; Podium's once() without a listener answers a promise.
    const heard = (b.events as unknown as Podium).once(REVOKED_EVENT)
    const res = await a.inject({
      method: 'DELETE',
      url: `/api/users/${id}/sessions`,
      headers: { cookie: admin },
    })
    expect(res.statusCode).toBe(200)
    await heard
    expect((await whoAmI(b, staff)).statusCode).toBe(401)
  })
})
