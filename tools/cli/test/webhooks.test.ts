import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebhookEndpoint } from '@ledgerline/sdk/types'
import { verifySignature } from '../../../apps/api/src/webhooks/signature.js'
import { runCli, tempDatabase } from './helpers.js'

/** `ledgerline webhooks` on a seeded SQLite file, against a local receiver that checks signatures. */
const database = tempDatabase()
const env = database.env
let receiver: HttpServer
let url: string
let secret = ''
const received: Array<{ type: string; signed: boolean }> = []

beforeAll(async () => {
  const seeded = await runCli(['seed'], env)
  expect(seeded.code, seeded.stderr).toBe(0)
  receiver = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const signed = verifySignature(secret, body, req.headers['ledgerline-signature'] as string | undefined)
      received.push({ type: String(req.headers['ledgerline-event']), signed })
      res.statusCode = signed ? 204 : 401
      res.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
})
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve))
  database.cleanup()
})

describe('ledgerline webhooks', () => {
  it('adds an endpoint with a secret shown once, tests it with a signed delivery, lists and removes it', async () => {
    const added = await runCli(
      ['webhooks', 'add', '--url', url, '--events', 'feedback.created,feedback.deleted', '--format', 'slack'],
      env,
    )
    expect(added.code, added.stderr).toBe(0)
    secret = added.stdout.trim()
    expect(secret).toMatch(/^whsec_[\w-]+$/)
    expect(added.stderr).toContain('it is not shown again')

    const tested = await runCli(['webhooks', 'test', '1'], env)
    expect(tested.code, tested.stderr).toBe(0)
    expect(tested.stderr).toContain('accepted the test delivery (HTTP 204)')
    expect(received).toEqual([{ type: 'webhook.test', signed: true }])

    const listed = await runCli(['webhooks', 'list', '--json'], env)
    expect(listed.stdout).not.toContain(secret)
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining<Partial<WebhookEndpoint>>({
        id: 1,
        url,
        events: ['feedback.created', 'feedback.deleted'],
        format: 'slack',
        lastStatus: 'delivered',
        lastStatusCode: 204,
      }),
    ])
    const table = await runCli(['webhooks', 'list'], env)
    expect(table.stdout).toMatch(/^ID +URL +EVENTS +FORMAT +LAST DELIVERY/)
    expect(table.stdout).toContain('delivered (204)')

    const unconfirmed = await runCli(['webhooks', 'remove', '1'], env)
    expect(unconfirmed.code).toBe(2)
    expect(unconfirmed.stderr).toContain('pass --yes')
    const removed = await runCli(['webhooks', 'remove', '1', '--yes', '--json'], env)
    expect(removed.code, removed.stderr).toBe(0)
    expect(JSON.parse(removed.stdout)).toEqual({ removed: { id: 1 } })
    const again = await runCli(['webhooks', 'remove', '1', '--yes'], env)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('No webhook endpoint #1')
  })

  it('exits 1 when the test delivery is refused or cannot be made', async () => {
    const added = await runCli(
      ['webhooks', 'add', '--url', 'http://127.0.0.1:9/hook', '--events', 'feedback.created', '--json'],
      env,
    )
    const { id } = JSON.parse(added.stdout) as { id: number; secret: string }
    const tested = await runCli(['webhooks', 'test', String(id)], env)
    expect(tested.code).toBe(1)
    expect(tested.stderr).toContain('The endpoint did not accept the test delivery: Unreachable')
  })

  it('treats unknown events, formats and URLs as wrong usage (exit 2)', async () => {
    const cases: Array<[string[], string]> = [
      [['--url', url, '--events', 'feedback.exploded'], '--events must list some of feedback.created'],
      [['--url', url, '--events', 'feedback.created', '--format', 'xml'], "argument 'xml' is invalid"],
      [['--url', 'ftp://example.com/hook', '--events', 'feedback.created'], '"url" must be an http(s) URL'],
      [['--events', 'feedback.created'], 'Missing required option --url'],
    ]
    for (const [args, message] of cases) {
      const result = await runCli(['webhooks', 'add', ...args], env)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr).toContain(message)
    }
  })
})
