import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from '@hapi/hapi'
import type { Feedback, WebhookEndpoint, WebhookEvent } from '@ledgerline/contracts'
import { inject } from 'vitest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { init } from '../src/server.js'
import { verifySignature } from '../src/webhooks/signature.js'
import { webhooksService } from '../src/webhooks/service.js'
import { outboxService } from '../src/outbox/service.js'
import { freshDatabaseUrl, signIn, testEnv, useApi } from './helpers.js'
import { PNG_DATA_URL } from './images.js'

/** A local receiver that checks every signature and answers from a script (then 200). */
interface Received {
  headers: IncomingHttpHeaders
  body: string
  signed: boolean
}

class Receiver {
  readonly requests: Received[] = []
  secret = ''
  private readonly server: HttpServer

  constructor(private readonly script: number[] = []) {
    this.server = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (body += chunk))
      req.on('end', () => {
        const signature = req.headers['ledgerline-signature']
        const signed = verifySignature(this.secret, body, typeof signature === 'string' ? signature : undefined)
        this.requests.push({ headers: req.headers, body, signed })
        res.statusCode = signed ? (this.script[this.requests.length - 1] ?? 200) : 401
        res.end()
      })
    })
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  events(): WebhookEvent[] {
    return this.requests.map((r) => JSON.parse(r.body) as WebhookEvent)
  }
}

const receivers: Receiver[] = []
async function receiver(script: number[] = []) {
  const r = new Receiver(script)
  receivers.push(r)
  return { receiver: r, url: await r.listen() }
}
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()))
})

async function submit(server: Server, cookie: string, message = 'The export button is hidden'): Promise<Feedback> {
  const res = await server.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie },
    payload: { message, category: 'broken', pageUrl: '/client/documents', priority: 'high' },
  })
  expect(res.statusCode, res.payload).toBe(201)
  return res.result as Feedback
}

describe('webhook deliveries', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'll-webhooks-'))
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('retries a failing receiver with backoff across a server restart: three signed attempts, one delivery', async () => {
    // A database that outlives the first server: a SQLite file, or a PostgreSQL database in the api-pg pass.
    const databaseUrl = inject('pgUrl') ? await freshDatabaseUrl() : join(dataDir, 'restart.sqlite')
    const env = testEnv({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
    const { receiver: hook, url } = await receiver([500, 500, 200])

    const first = await init({ env, seed: true })
    const { secret } = await webhooksService.add(first.app.db, { url, events: ['feedback.created'] })
    hook.secret = secret
    const entry = await submit(first, await signIn(first, 'client@example.com'))

    // The first attempt fails (500) and is recorded as due again; then the server stops.
    await vi.waitFor(
      async () =>
        expect(await first.app.db('outbox').where({ kind: 'webhook' }).first()).toMatchObject({
          status: 'pending',
          attempts: 1,
          lastError: 'HTTP 500',
        }),
      { timeout: 5000, interval: 50 },
    )
    await first.stop()
    expect(hook.requests).toHaveLength(1)

    // A new server on the same database: its job resumes the delivery from the table.
    const second = await init({ env })
    try {
      await vi.waitFor(
        async () =>
          expect(await second.app.db('outbox').where({ kind: 'webhook' }).first()).toMatchObject({ status: 'sent' }),
        { timeout: 10_000, interval: 100 },
      )
      const row = await second.app.db('outbox').where({ kind: 'webhook' }).first()
      expect(Number(row.attempts)).toBe(3)
      expect(await second.app.db('outbox').where({ kind: 'webhook' })).toHaveLength(1)
      expect(hook.requests).toHaveLength(3)
      expect(hook.requests.every((r) => r.signed)).toBe(true)

      // One event, the same id on every attempt, so the receiver can drop repeats.
      const events = hook.events()
      expect(new Set(events.map((e) => e.id)).size).toBe(1)
      expect(hook.requests.map((r) => r.headers['ledgerline-delivery'])).toEqual(events.map((e) => e.id))
      expect(events[0]).toEqual({
        id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
        type: 'feedback.created',
        createdAt: expect.any(String),
        data: expect.objectContaining({ id: entry.id, message: entry.message, status: 'open' }),
      })
      expect(Object.keys(events[0]!)).toEqual(['id', 'type', 'createdAt', 'data'])

      const [endpoint] = await webhooksService.list(second.app.db)
      expect(endpoint).toMatchObject({ lastStatus: 'delivered', lastStatusCode: 200, lastError: null })
      const [delivery] = await webhooksService.deliveries(second.app.db)
      expect(delivery).toMatchObject({ eventId: events[0]!.id, status: 'sent', attempts: 3 })
    } finally {
      await second.stop()
    }
  })
})

describe('webhook events and formats', () => {
  const api = useApi({ signIn: ['client', 'admin'] })
  const drain = async () => {
    api.server.plugins.outbox.wake()
    await api.server.plugins.outbox.job.idle()
  }

  it('sends status changes and deletions to the endpoints that asked for them, and nothing to others', async () => {
    const { receiver: hook, url } = await receiver()
    const { receiver: other, url: otherUrl } = await receiver()
    hook.secret = (
      await webhooksService.add(api.server.app.db, { url, events: ['feedback.status_changed', 'feedback.deleted'] })
    ).secret
    other.secret = (
      await webhooksService.add(api.server.app.db, { url: otherUrl, events: ['feedback.created'] })
    ).secret
    const entry = await api.server.app.db('feedback').where({ status: 'open' }).first()
    const patched = await api.server.inject({
      method: 'PATCH',
      url: `/api/feedback/${entry.id}`,
      headers: { cookie: api.cookies.admin },
      payload: { status: 'resolved', note: 'Fixed' },
    })
    expect(patched.statusCode).toBe(200)
    await api.server.inject({
      method: 'DELETE',
      url: `/api/feedback/${entry.id}`,
      headers: { cookie: api.cookies.admin },
    })
    await vi.waitFor(() => expect(hook.requests).toHaveLength(2), { timeout: 5000 })
    await drain()

    const [changed, deleted] = hook.events()
    expect(changed).toMatchObject({
      type: 'feedback.status_changed',
      data: { id: entry.id, status: 'resolved', previousStatus: 'open', resolutionNote: 'Fixed' },
    })
    expect(deleted).toMatchObject({ type: 'feedback.deleted', data: { id: entry.id } })
    expect(hook.requests.every((r) => r.signed && r.headers['content-type'] === 'application/json')).toBe(true)
    expect(other.requests).toHaveLength(0)
    await Promise.all(
      (await webhooksService.list(api.server.app.db)).map((e) => webhooksService.remove(api.server.app.db, e.id)),
    )
  })

  it('shapes Slack and GitHub deliveries, with user text escaped', async () => {
    const { receiver: slack, url: slackUrl } = await receiver()
    const { receiver: github, url: githubUrl } = await receiver()
    slack.secret = (
      await webhooksService.add(api.server.app.db, { url: slackUrl, events: ['feedback.created'], format: 'slack' })
    ).secret
    github.secret = (
      await webhooksService.add(api.server.app.db, { url: githubUrl, events: ['feedback.created'], format: 'github' })
    ).secret
    const entry = await submit(api.server, api.cookies.client, 'Totals <b>wrong</b> & *bold* <@channel>\nmore')
    await vi.waitFor(() => expect(slack.requests.length + github.requests.length).toBe(2), { timeout: 5000 })

    const message = JSON.parse(slack.requests[0]!.body) as { text: string; blocks: Array<{ text: { text: string } }> }
    expect(slack.requests[0]!.signed).toBe(true)
    expect(message.text).toContain(`*New feedback* #${entry.id}`)
    expect(message.text).toContain('Totals &lt;b&gt;wrong&lt;/b&gt; &amp; *bold* &lt;@channel&gt;')
    expect(message.text).not.toContain('<@channel>')
    expect(message.blocks[0]!.text.text).toBe(message.text)

    const issue = JSON.parse(github.requests[0]!.body) as { title: string; body: string; labels: string[] }
    expect(github.requests[0]!.signed).toBe(true)
    expect(issue.title).toBe(`New feedback #${entry.id}: Totals <b>wrong</b> & *bold* <@channel>`)
    expect(issue.body).toContain('- **Priority:** high')
    expect(issue.body).toContain('> Totals &lt;b&gt;wrong&lt;/b&gt; &amp; \\*bold\\* &lt;@channel&gt;')
    expect(issue.body).not.toContain('<b>')
    expect(issue.labels).toEqual(['feedback', 'priority: high', 'broken'])
    await Promise.all(
      (await webhooksService.list(api.server.app.db)).map((e) => webhooksService.remove(api.server.app.db, e.id)),
    )
  })

  it("links an entry's screenshot absolutely, in every format", async () => {
    const hooks = await Promise.all(
      (['json', 'slack', 'github'] as const).map(async (format) => {
        const { receiver: hook, url } = await receiver()
        hook.secret = (
          await webhooksService.add(api.server.app.db, { url, events: ['feedback.created'], format })
        ).secret
        return hook
      }),
    )
    const res = await api.server.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: api.cookies.client },
      payload: {
        message: 'See the picture',
        category: 'broken',
        pageUrl: '/client/documents',
        screenshot: PNG_DATA_URL,
      },
    })
    expect(res.statusCode, res.payload).toBe(201)
    const entry = res.result as Feedback
    expect(entry.screenshotUrl).toBe(`/api/feedback/${entry.id}/screenshot`)
    await vi.waitFor(() => expect(hooks.every((hook) => hook.requests.length === 1)).toBe(true), { timeout: 5000 })
    const link = `${api.server.app.config.mail.linkBase}/api/feedback/${entry.id}/screenshot`
    expect(link).toMatch(/^https?:\/\//)
    const [json, slack, github] = hooks.map((hook) => JSON.parse(hook.requests[0]!.body) as Record<string, unknown>)
    expect((json as unknown as WebhookEvent).data).toMatchObject({ id: entry.id, screenshotUrl: link })
    expect(slack!.text).toContain(`<${link}|Screenshot>`)
    expect(github!.body).toContain(`- **Screenshot:** <${link}>`)
    await Promise.all(
      (await webhooksService.list(api.server.app.db)).map((e) => webhooksService.remove(api.server.app.db, e.id)),
    )
  })

  it('queues feedback.created in the transaction that stores the entry: both or neither, one event each', async () => {
    const { db } = api.server.app
    const { receiver: hook, url } = await receiver()
    hook.secret = (await webhooksService.add(db, { url, events: ['feedback.created'] })).secret
    const failing = vi.spyOn(outboxService, 'enqueueMany').mockRejectedValueOnce(new Error('outbox unavailable'))
    const refused = await api.server.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: api.cookies.client },
      payload: { message: 'Not stored without its event', category: 'broken', pageUrl: '/client/documents' },
    })
    expect(refused.statusCode).toBe(500)
    expect(failing).toHaveBeenCalledTimes(1)
    expect(await db('feedback').where({ message: 'Not stored without its event' }).first()).toBeUndefined()
    failing.mockRestore()

    // Submissions that arrive together are one batch: one transaction, one event for each entry.
    const entries = await Promise.all(
      [1, 2, 3].map((i) => submit(api.server, api.cookies.client, `Arrived together ${i}`)),
    )
    await vi.waitFor(() => expect(hook.requests).toHaveLength(3), { timeout: 5000 })
    const events = hook.events()
    expect(events.map((e) => (e.data as unknown as Feedback).id).sort()).toEqual(entries.map((e) => e.id).sort())
    expect(events.every((e) => e.type === 'feedback.created')).toBe(true)
    expect(new Set(events.map((e) => e.id)).size).toBe(3)
    for (const event of events) {
      const entry = entries.find((e) => e.id === (event.data as unknown as Feedback).id)
      expect(event.data).toEqual({ ...entry, screenshotUrl: null })
    }
    await Promise.all((await webhooksService.list(db)).map((e) => webhooksService.remove(db, e.id)))
  })

  it('lets an admin add, list, test and remove endpoints; the secret is shown once', async () => {
    const { receiver: hook, url } = await receiver([200, 503])
    const added = await api.server.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { cookie: api.cookies.admin },
      payload: { url, events: ['feedback.created'], format: 'github' },
    })
    expect(added.statusCode).toBe(201)
    const endpoint = added.result as WebhookEndpoint & { secret: string }
    expect(endpoint.secret).toMatch(/^whsec_/)
    hook.secret = endpoint.secret

    const listed = await api.server.inject({ url: '/api/webhooks', headers: { cookie: api.cookies.admin } })
    expect(listed.payload).not.toContain(endpoint.secret)
    expect(listed.result).toEqual([expect.objectContaining({ id: endpoint.id, url, format: 'github' })])

    const tested = await api.server.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: { cookie: api.cookies.admin },
    })
    expect(tested.statusCode).toBe(200)
    expect(tested.result).toEqual({ status: 200 })
    expect(hook.requests[0]!.signed).toBe(true)
    expect(hook.requests[0]!.headers['ledgerline-event']).toBe('webhook.test')

    const refused = await api.server.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: { cookie: api.cookies.admin },
    })
    expect(refused.statusCode).toBe(502)
    expect(JSON.parse(refused.payload).message).toContain('HTTP 503')
    const [after] = (await api.server.inject({ url: '/api/webhooks', headers: { cookie: api.cookies.admin } }))
      .result as WebhookEndpoint[]
    expect(after).toMatchObject({ lastStatus: 'failed', lastStatusCode: 503, lastError: 'HTTP 503' })

    for (const payload of [
      { url: 'ftp://example.com/hook', events: ['feedback.created'] },
      { url, events: ['feedback.exploded'] },
      { url, events: [] },
      { url, events: ['feedback.created'], format: 'xml' },
    ]) {
      const bad = await api.server.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { cookie: api.cookies.admin },
        payload,
      })
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400)
    }

    const removed = await api.server.inject({
      method: 'DELETE',
      url: `/api/webhooks/${endpoint.id}`,
      headers: { cookie: api.cookies.admin },
    })
    expect(removed.statusCode).toBe(204)
    const gone = await api.server.inject({
      method: 'DELETE',
      url: `/api/webhooks/${endpoint.id}`,
      headers: { cookie: api.cookies.admin },
    })
    expect(gone.statusCode).toBe(404)
  })
})

describe('the signature', () => {
  it('is refused when the body, the secret or the time differ', async () => {
    const { signatureHeader } = await import('../src/webhooks/signature.js')
    const body = '{"id":"evt_1"}'
    const header = signatureHeader('whsec_a', body, 1_700_000_000)
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/)
    expect(verifySignature('whsec_a', body, header, 1_700_000_010)).toBe(true)
    expect(verifySignature('whsec_a', `${body} `, header, 1_700_000_010)).toBe(false)
    expect(verifySignature('whsec_b', body, header, 1_700_000_010)).toBe(false)
    expect(verifySignature('whsec_a', body, header, 1_700_001_000)).toBe(false)
    expect(verifySignature('whsec_a', body, undefined)).toBe(false)
  })
})
