import { randomBytes } from 'node:crypto'
import type { Server, ServerInjectResponse } from '@hapi/hapi'
import type { Portal } from '@ledgerline/sdk/types'
import knexFactory from 'knex'
import { inject } from 'vitest'
import { init } from '../src/server.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by pg-global-setup.ts in the `api-pg` project. */
    pgUrl: string | null
  }
}

export const GATE = { username: 'preview', password: 'ledgerline-preview' }
export const DEMO_PASSWORD = 'demo1234'

/** Environment for a test server: in-memory SQLite, cheap hashing, responses validated against their schemas. */
export function testEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: ':memory:',
    SCRYPT_COST: '10',
    SESSION_PASSWORD: 'a-test-session-password-that-is-long-enough-0123456789',
    ...env,
  }
}

/**
 * A fresh database for one test server: in-memory SQLite, or, in the `api-pg` project (a throw-away
 * PostgreSQL cluster started by pg-global-setup.ts), a new database in that cluster.
 */
export async function freshDatabaseUrl(): Promise<string> {
  const pgUrl = inject('pgUrl')
  if (!pgUrl) return ':memory:'
  const name = `ll_test_${randomBytes(6).toString('hex')}`
  // A connection of its own, closed at once: a pool left open would keep the test worker alive.
  const admin = knexFactory({ client: 'pg', connection: pgUrl, pool: { min: 0, max: 1 } })
  try {
    await admin.raw(`CREATE DATABASE ${name}`)
  } finally {
    await admin.destroy()
  }
  const url = new URL(pgUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A real, initialized server on a fresh database, migrated and seeded with the demo data. */
export async function createTestServer(env: Record<string, string> = {}): Promise<Server> {
  return init({ env: testEnv({ DATABASE_URL: await freshDatabaseUrl(), ...env }), seed: true })
}

/** The Set-Cookie headers of a response, as a Cookie header (name=value pairs). */
export function cookiesOf(response: ServerInjectResponse, previous = ''): string {
  const jar = new Map<string, string>()
  for (const pair of previous.split(';').map((p) => p.trim()).filter(Boolean)) {
    const i = pair.indexOf('=')
    jar.set(pair.slice(0, i), pair.slice(i + 1))
  }
  const setCookie = response.headers['set-cookie'] ?? []
  for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const [pair] = line.split(';')
    const i = pair!.indexOf('=')
    const name = pair!.slice(0, i)
    const value = pair!.slice(i + 1)
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
}

/** Passes the domain gate; answers the Cookie header to send next. */
export async function passGate(server: Server): Promise<string> {
  const res = await server.inject({ method: 'POST', url: '/api/domain-auth', payload: GATE })
  if (res.statusCode !== 204) throw new Error(`gate refused: ${res.statusCode} ${res.payload}`)
  return cookiesOf(res)
}

/** Passes the gate and signs in; answers the Cookie header carrying gate and session. */
export async function signIn(server: Server, email: string, portal?: Portal, password = DEMO_PASSWORD): Promise<string> {
  const gate = await passGate(server)
  const res = await server.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { cookie: gate },
    payload: { email, password, portal: portal ?? (email === 'client@example.com' ? 'client' : 'staff') },
  })
  if (res.statusCode !== 200) throw new Error(`sign-in refused for ${email}: ${res.statusCode} ${res.payload}`)
  return cookiesOf(res, gate)
}
