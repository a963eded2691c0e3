// @ledgerline/sdk/node: the client for servers and scripts. Node's fetch keeps no cookies and sends no Origin,
// so a plain createClient() passes the domain gate and then forgets it; createNodeClient keeps the session
// cookies in a small jar and sends the server's own origin, as the portal in a browser does.
import { randomBytes } from 'node:crypto'
import { open, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { Readable, Transform, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { createClient, type ApiClient, type ClientOptions } from './client.js'
import type { ExportFilters, ExportFormat } from './types.js'

/** The cookies of one server, as Set-Cookie answers leave them (one API, so Domain and Path play no part). */
export interface CookieJar {
  /** The Cookie header to send, or null when the jar is empty. */
  header(): string | null
  /** Takes in the Set-Cookie lines of an answer: new values replace old ones, expired or emptied ones go. */
  store(setCookie: readonly string[]): void
  /** name → value of the cookies held now. */
  entries(): Array<[string, string]>
  clear(): void
}

export function createCookieJar(): CookieJar {
  const cookies = new Map<string, { value: string; expiresAt: number }>()
  const live = () => {
    for (const [name, cookie] of cookies) if (cookie.expiresAt <= Date.now()) cookies.delete(name)
    return cookies
  }
  return {
    header() {
      const held = [...live()].map(([name, cookie]) => `${name}=${cookie.value}`)
      return held.length === 0 ? null : held.join('; ')
    },
    store(setCookie) {
      for (const line of setCookie) {
        const [pair = '', ...attributes] = line.split(';')
        const eq = pair.indexOf('=')
        if (eq <= 0) continue
        const name = pair.slice(0, eq).trim()
        const value = pair.slice(eq + 1).trim()
        let expiresAt = Number.POSITIVE_INFINITY
        for (const attribute of attributes) {
          const [key = '', ...rest] = attribute.trim().split('=')
          const text = rest.join('=')
          if (/^max-age$/i.test(key)) expiresAt = Date.now() + Number(text) * 1000
          else if (/^expires$/i.test(key) && expiresAt === Number.POSITIVE_INFINITY) expiresAt = Date.parse(text)
        }
        if (value === '' || !(expiresAt > Date.now())) cookies.delete(name)
        else cookies.set(name, { value, expiresAt })
      }
    },
    entries: () => [...live()].map(([name, cookie]) => [name, cookie.value]),
    clear: () => cookies.clear(),
  }
}

export interface NodeClientOptions extends Omit<ClientOptions, 'credentials' | 'baseUrl'> {
  /** The server, e.g. 'https://portal.example.com' (required: there is no page to be relative to). */
  baseUrl: string
  /** Sent as Origin on every request; defaults to the origin of baseUrl, which the API treats as its own. */
  origin?: string
  /** Where the session lives; a fresh jar by default. Share one between clients to share the session. */
  cookies?: CookieJar
}

export type NodeApiClient = ApiClient & { cookies: CookieJar }

/**
 * The SDK's client for Node: `domainAuth` then `login` work as in a browser, because the session cookies are
 * kept (in `client.cookies`) and sent back. With a `token` (API tokens) no cookie is needed or sent.
 */
export function createNodeClient(options: NodeClientOptions): NodeApiClient {
  const origin = options.origin ?? new URL(options.baseUrl).origin
  const cookies = options.cookies ?? createCookieJar()
  const send = options.fetch
  const fetchWithCookies: typeof globalThis.fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set('Origin', origin)
    const cookie = cookies.header()
    if (cookie !== null && init.credentials !== 'omit') headers.set('Cookie', cookie)
    const response = await (send ?? globalThis.fetch)(input, { ...init, headers })
    cookies.store(response.headers.getSetCookie())
    return response
  }
  const client = createClient({ ...options, fetch: fetchWithCookies })
  return Object.assign(client, { cookies })
}

export interface WrittenExport {
  filename: string
  /** The file written, or null for a stream. */
  path: string | null
  bytes: number
}

/**
 * Exports feedback into a file or a stream. A folder receives the export under the server's file name; a file is
 * written beside its target under a random temporary name and renamed when complete, so a failed export never
 * leaves half a report. A stream (process.stdout, a gzip stream…) receives the bytes and is ended unless it is
 * process.stdout or process.stderr.
 */
export async function writeFeedbackExport(
  client: Pick<ApiClient, 'exportFeedback'>,
  format: ExportFormat,
  destination: string | Writable,
  filters: ExportFilters = {},
): Promise<WrittenExport> {
  const result = await client.exportFeedback(format, filters)
  let bytes = 0
  const source = Readable.fromWeb(result.body as WebReadableStream<Uint8Array>)
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length
      callback(null, chunk)
    },
  })
  if (typeof destination !== 'string') {
    const end = destination !== process.stdout && destination !== process.stderr
    await pipeline(source, count, destination, { end })
    return { filename: result.filename, path: null, bytes }
  }
  const info = await stat(destination).catch(() => undefined)
  const path = info?.isDirectory() ? join(destination, result.filename) : destination
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.partial`)
  try {
    const handle = await open(temp, 'wx')
    await pipeline(source, count, handle.createWriteStream())
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  return { filename: result.filename, path, bytes }
}
