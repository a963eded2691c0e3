import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi'
import type { Portal } from '@ledgerline/contracts'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import { init } from '../src/server.js'
import { usersAdmin, type NewUserInput } from '../src/users/admin.js'
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

/** The demo accounts the seed creates, by role; each signs in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  client: 'client@example.com',
  staff: 'staff@ledgerline.example',
  manager: 'manager@ledgerline.example',
  admin: 'admin@ledgerline.example',
} as const
export type DemoRole = keyof typeof DEMO_ACCOUNTS

/** An injected response whose JSON body json() parses, as fetch's does. */
export type Answer = ServerInjectResponse & { json: () => ReturnType<typeof JSON.parse> }

export interface ApiOptions {
  /** Environment on top of testEnv's (a fresh database is always added). */
  env?: Record<string, string>
  /** A DATA_DIR of its own (for the outbox's .eml files and uploads), removed when the server stops. */
  dataDir?: boolean
  /** PUBLIC_URL, with every inject addressed to its host as a browser opening the portal does. */
  publicUrl?: string
  /** Listens on a loopback port (for clients that speak HTTP), at `url`. */
  listen?: boolean
  /** People to add (with usersAdmin.create, as an admin does), before anyone signs in. */
  accounts?: NewUserInput[]
  /** Adds rows the test needs beyond the demo data, before anyone signs in. */
  seed?: (server: Server) => Promise<unknown>
  /** Demo accounts to sign in; their Cookie headers are in `cookies`. */
  signIn?: DemoRole[]
}

/** A running test server with the Cookie headers of its signed-in demo accounts. */
export interface Api {
  server: Server
  /** Cookie header (gate and session) of each account named in `signIn`. */
  cookies: Record<DemoRole, string>
  /** The DATA_DIR when `dataDir` was asked for. */
  dataDir: string
  /** The server's address when `listen` was asked for. */
  url: string
  /** One request with a Cookie header (and more headers if given). */
  call: (
    cookie: string,
    method: string,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => Promise<Answer>
  /** A GET's parsed JSON body. */
  get: <T>(url: string, cookie: string) => Promise<T>
  /** A user's id by e-mail address. */
  idOf: (email: string) => Promise<number>
  stop: () => Promise<void>
}

/** Starts a real server on a fresh, seeded database, adds the test's rows and signs in the accounts asked for. */
export async function startApi(options: ApiOptions = {}): Promise<Api> {
  const dataDir = options.dataDir ? await mkdtemp(join(tmpdir(), 'll-test-data-')) : ''
  const server = await createTestServer({
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    ...(options.listen ? { PORT: '0', HOST: '127.0.0.1' } : {}),
    ...options.env,
  })
  if (options.publicUrl) injectAs(server, options.publicUrl)
  if (options.listen) await server.start()
  for (const account of options.accounts ?? [])
    await usersAdmin.create(server.app.db, account, server.app.config.scryptCost)
  await options.seed?.(server)
  const cookies = {} as Record<DemoRole, string>
  for (const role of options.signIn ?? []) cookies[role] = await signIn(server, DEMO_ACCOUNTS[role])
  return {
    server,
    cookies,
    dataDir,
    url: options.listen ? server.info.uri : '',
    async call(cookie, method, url, payload, headers = {}) {
      const res = await server.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) })
      return Object.assign(res, { json: () => JSON.parse(res.payload) as ReturnType<typeof JSON.parse> })
    },
    async get<T>(url: string, cookie: string) {
      const res = await server.inject({ url, headers: { cookie } })
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.payload}`)
      return JSON.parse(res.payload) as T
    },
    async idOf(email) {
      return ((await server.app.db('users').where({ email }).first('id')) as { id: number }).id
    },
    async stop() {
      await server.stop()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * One server for the whole file (`each: true`: a fresh one for every test), started and stopped by vitest's hooks.
 * The object answered is filled in when the server starts, so tests read it inside their bodies.
 */
export function useApi(options: ApiOptions & { each?: boolean } = {}): Api {
  const api = {} as Api
  const [before, after] = options.each ? [beforeEach, afterEach] : [beforeAll, afterAll]
  before(async () => {
    Object.assign(api, await startApi(options))
  })
  after(() => api.stop?.())
  return api
}

/** Servers a test starts as it goes (on its own settings or a shared database); all are stopped after each test. */
export function stoppedAfterEachTest(): <S extends Server>(server: Promise<S>) => Promise<S> {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()))
  })
  return async (starting) => {
    const server = await starting
    servers.push(server)
    return server
  }
}
