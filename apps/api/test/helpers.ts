import { randomBytes } from 'node:crypto'
import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi'
import type { Portal } from '@ledgerline/contracts'
import { inject } from 'vitest'
import { init } from '../src/server.js'
import { createPgDatabase, pgDatabaseUrl } from './pg-cluster.js'
import { testEnv } from './test-env.js'

export { testEnv }

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by pg-global-setup.ts in the `api-pg` project. */
    pgUrl: string | null
    /** A database migrated and seeded once, which fresh test databases copy. */
    pgTemplate: string | null
  }
}

export const GATE = { username: 'preview', password: 'ledgerline-preview' }
export const DEMO_PASSWORD = 'demo1234'

/**
 * A fresh database for one test server: in-memory SQLite, or, in the `api-pg` project (a throw-away
 * PostgreSQL cluster started by pg-global-setup.ts), a new database in that cluster, copied from the
 * template that setup migrated and seeded once (the server's own migrate and seed then find nothing to do).
 */
export async function freshDatabaseUrl(): Promise<string> {
  const pgUrl = inject('pgUrl')
  if (!pgUrl) return ':memory:'
  const name = `ll_test_${randomBytes(6).toString('hex')}`
  const template = inject('pgTemplate')
  await createPgDatabase(pgUrl, name, template)
  return pgDatabaseUrl(pgUrl, name)
}

/** A real, initialized server on a fresh database, migrated and seeded with the demo data. */
export async function createTestServer(env: Record<string, string> = {}): Promise<Server> {
  return init({ env: testEnv({ DATABASE_URL: await freshDatabaseUrl(), ...env }), seed: true })
}

/** The Set-Cookie headers of a response, as a Cookie header (name=value pairs). */
export function cookiesOf(response: ServerInjectResponse, previous = ''): string {
  const jar = new Map<string, string>()
  for (const pair of previous
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
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
export async function signIn(
  server: Server,
  email: string,
  portal?: Portal,
  password = DEMO_PASSWORD,
): Promise<string> {
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

/**
 * Makes `server.inject` address the server by the host of its `PUBLIC_URL`, as a browser opening the portal does
 * (the server answers 421 to any other host).
 */
export function injectAs(server: Server, publicUrl: string): void {
  const authority = new URL(publicUrl).host
  const injectAt = server.inject.bind(server)
  server.inject = ((options: string | ServerInjectOptions) =>
    injectAt(
      typeof options === 'string' ? { url: options, authority } : { authority, ...options },
    )) as typeof server.inject
}
