import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { REPO_ROOT } from '../src/platform/config.js'
import { DEMO_PASSWORD } from '../src/db/seed/demo-users.js'
import { freePort } from './free-port.js'

/** The default gate credentials (DECISIONS.md §2). */
const GATE = { username: 'preview', password: 'ledgerline-preview' }

/**
 * A real API process, as `npm start` runs it (apps/api/src/start.ts: migrate, seed, listen), for the
 * tests that need more than `server.inject` (several instances on one database, a kill -9) and for the
 * bench. Free of vitest, so plain Node can import it through tsx.
 */
export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Everything the process wrote, for failure messages. */
  output(): string
  /** SIGTERM (graceful) or SIGKILL; resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

const READY = /Ledgerline is listening on/

/**
 * `entry` runs a built bundle with plain node, as `npm start` does (scripts/build-api.js); without it the
 * TypeScript sources run through tsx.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  entry?: string,
): Promise<ServerProcess> {
  const port = await freePort()
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SCRYPT_COST: '10',
    ...env,
  }
  // Demo mode and development defaults, as a firm's `npm start` has them; vitest sets NODE_ENV=test.
  delete childEnv.NODE_ENV
  delete childEnv.VITEST
  const args = entry ? [entry] : ['--conditions=@ledgerline/source', '--import', 'tsx', 'apps/api/src/start.ts']
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = once(child, 'exit')

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${timeoutMs} ms:\n${log}`)), timeoutMs)
    const onData = () => {
      if (READY.test(log)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    void exited.then(([code]) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code} before listening:\n${log}`))
    })
  })

  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/** A tiny cookie jar over fetch: one browser's view of one or several servers of the same site. */
export class Browser {
  private readonly jar = new Map<string, string>()

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(base: string, method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: base }
    if (this.jar.size) headers.cookie = this.cookie
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const i = pair!.indexOf('=')
      const name = pair!.slice(0, i)
      const value = pair!.slice(i + 1)
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name)
      else this.jar.set(name, value)
    }
    return response
  }

  /** Passes the gate and signs in through the server at `base`. */
  async signIn(
    base: string,
    email: string,
    portal: 'client' | 'staff' = email === 'client@example.com' ? 'client' : 'staff',
  ): Promise<void> {
    const gate = await this.request(base, 'POST', '/api/domain-auth', GATE)
    if (gate.status !== 204) throw new Error(`gate refused: ${gate.status} ${await gate.text()}`)
    const login = await this.request(base, 'POST', '/api/auth/login', { email, password: DEMO_PASSWORD, portal })
    if (login.status !== 200) throw new Error(`sign-in refused for ${email}: ${login.status} ${await login.text()}`)
  }
}
