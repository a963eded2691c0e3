// @ledgerline/sdk/node against the real API: a session kept across calls in Node, and exports written to disk.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, GATE, useApi } from '../helpers.js'
import { createClient, type Feedback } from '@ledgerline/sdk'
import { createCookieJar, createNodeClient, writeFeedbackExport } from '@ledgerline/sdk/node'

const testApi = useApi({ listen: true })
const dir = mkdtempSync(join(tmpdir(), 'ledgerline-sdk-node-'))

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

async function staffClient() {
  const api = createNodeClient({ baseUrl: testApi.url })
  await api.domainAuth(GATE)
  await api.login({ email: 'staff@ledgerline.example', password: DEMO_PASSWORD, portal: 'staff' })
  return api
}

describe('createNodeClient', () => {
  it('keeps the session in Node, where a plain client loses it after domainAuth', async () => {
    const plain = createClient({ baseUrl: testApi.url })
    await plain.domainAuth(GATE)
    await expect(plain.getAuthState()).resolves.toEqual({ user: null, gateRequired: true })

    const api = await staffClient()
    await expect(api.getCurrentUser()).resolves.toMatchObject({ email: 'staff@ledgerline.example', role: 'staff' })
    expect(api.cookies.entries().map(([name]) => name)).toContain('ll_session')
    await api.logout()
    await expect(api.getCurrentUser()).resolves.toBeNull()
  })

  it('sends the Origin of its server and a jar shared between clients shares the session', async () => {
    const seen: Array<string | null> = []
    const cookies = createCookieJar()
    const first = createNodeClient({
      baseUrl: testApi.url,
      cookies,
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers).get('Origin'))
        return globalThis.fetch(input, init)
      },
    })
    await first.domainAuth(GATE)
    await first.login({ email: 'staff@ledgerline.example', password: DEMO_PASSWORD, portal: 'staff' })
    expect(seen).toEqual([testApi.url, testApi.url])
    const second = createNodeClient({ baseUrl: testApi.url, cookies })
    await expect(second.getCurrentUser()).resolves.toMatchObject({ email: 'staff@ledgerline.example' })
  })
})

describe('writeFeedbackExport', () => {
  it('writes into a folder under the server’s file name, leaving no temporary file', async () => {
    const api = await staffClient()
    const written = await writeFeedbackExport(api, 'json', dir, { status: 'open' })
    expect(written.filename).toMatch(/^feedback-export-\d{4}-\d{2}-\d{2}\.json$/)
    expect(written.path).toBe(join(dir, written.filename))
    const text = readFileSync(written.path!, 'utf8')
    expect(written.bytes).toBe(Buffer.byteLength(text))
    const entries = JSON.parse(text) as Feedback[]
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.every((entry) => entry.status === 'open')).toBe(true)
    expect(readdirSync(dir)).toEqual([written.filename])
  })

  it('writes into a stream and ends it', async () => {
    const api = await staffClient()
    const stream = new PassThrough()
    let text = ''
    stream.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
    const ended = new Promise((resolve) => stream.on('end', resolve))
    const written = await writeFeedbackExport(api, 'markdown', stream)
    await ended
    expect(written.path).toBeNull()
    expect(text).toMatch(/^# Feedback export\n/)
    expect(written.bytes).toBe(Buffer.byteLength(text))
  })

  it('throws the API error and writes nothing when the session may not export', async () => {
    const api = createNodeClient({ baseUrl: testApi.url })
    await api.domainAuth(GATE)
    const target = join(dir, 'refused.json')
    await expect(writeFeedbackExport(api, 'json', target)).rejects.toMatchObject({ status: 401 })
    expect(readdirSync(dir)).not.toContain('refused.json')
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([])
  })
})
