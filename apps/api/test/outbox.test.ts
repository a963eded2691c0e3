import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OutboxJob, backoffMs, type OutboxMessage } from '../src/outbox/job.js'
import { outboxService } from '../src/outbox/service.js'
import { useApi } from './helpers.js'

const api = useApi({ each: true, dataDir: true })

const rowOf = (id: number) => api.server.app.db('outbox').where({ id }).first()

/** Sends what is due now and waits until the job is done. */
async function drain() {
  api.server.plugins.outbox.wake()
  await api.server.plugins.outbox.job.idle()
}

describe('the outbox', () => {
  it('writes an e-mail as an .eml file in data/outbox when no SMTP server is configured', async () => {
    const { id } = await outboxService.enqueueEmail(api.server.app.db, {
      to: 'ada@example.com',
      subject: 'Your invitation to Ledgerline',
      text: 'Set your password: https://portal.example/accept#token',
    })
    await drain()
    const files = await readdir(join(api.dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const eml = await readFile(join(api.dataDir, 'outbox', files[0]!), 'utf8')
    expect(eml).toMatch(/^To: ada@example\.com$/m)
    expect(eml).toMatch(/^Subject: Your invitation to Ledgerline$/m)
    expect(eml).toMatch(/^From: .*<no-reply@ledgerline\.example>$/m)
    expect(eml).toContain('Set your password: https://portal.example/accept#token')
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null })
  })

  it('refuses a malformed e-mail when it is enqueued, storing nothing', async () => {
    const db = api.server.app.db
    await expect(outboxService.enqueueEmail(db, { to: 'nobody', subject: 'Hi', text: 'x' })).rejects.toThrow(/to/)
    await expect(
      outboxService.enqueueEmail(db, { to: 'a@example.com', subject: 'Hi\r\nBcc: evil@example.com', text: 'x' }),
    ).rejects.toThrow(/subject/)
    expect(Number((await db('outbox').count({ n: '*' }).first())?.n)).toBe(0)
  })

  it('delivers each message once when several instances drain it at the same time', async () => {
    const db = api.server.app.db
    // The server's own job (polling every 200 ms in tests) would take some of them with its real webhook handler.
    await api.server.plugins.outbox.job.stop()
    const delivered: number[] = []
    const jobs = [1, 2, 3].map(() => {
      const job = new OutboxJob(db, { batchSize: 5 })
      job.handle('webhook', {
        async deliver(message: OutboxMessage) {
          delivered.push(message.id)
        },
      })
      return job
    })
    const ids = []
    for (let i = 0; i < 30; i++) ids.push((await outboxService.enqueue(db, 'webhook', { n: i })).id)
    // Every instance claims and delivers rounds until nothing is left.
    await Promise.all(
      jobs.map(async (job) => {
        while ((await job.runOnce()) > 0) {
          // more work
        }
      }),
    )
    expect([...delivered].sort((a, b) => a - b)).toEqual(ids)
    const statuses = await db('outbox').whereIn('id', ids).pluck('status')
    expect(new Set(statuses)).toEqual(new Set(['sent']))
  })

  it('retries a failed delivery with exponential backoff, then gives up and keeps the error', async () => {
    const db = api.server.app.db
    const job = new OutboxJob(db, { baseBackoffMs: 1000, maxBackoffMs: 60_000 })
    const seen: number[] = []
    job.handle('webhook', {
      maxAttempts: 3,
      async deliver(message) {
        seen.push(message.attempts)
        throw new Error('503 from the receiver')
      },
    })
    const { id } = await outboxService.enqueue(db, 'webhook', { event: 'feedback.created' })

    const before = Date.now()
    expect(await job.runOnce()).toBe(1)
    let row = await rowOf(id)
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '503 from the receiver',
      claimedUntil: null,
    })
    const firstDelay = Date.parse(new Date(row.nextAttemptAt).toISOString()) - before
    expect(firstDelay).toBeGreaterThanOrEqual(1000)
    // Not due yet: nothing is claimed.
    expect(await job.runOnce()).toBe(0)

    // Make it due, fail again: the next delay doubles.
    await db('outbox')
      .update({ nextAttemptAt: new Date(Date.now() - 1).toISOString() })
      .where({ id })
    const second = Date.now()
    expect(await job.runOnce()).toBe(1)
    row = await rowOf(id)
    expect(row.attempts).toBe(2)
    expect(Date.parse(new Date(row.nextAttemptAt).toISOString()) - second).toBeGreaterThanOrEqual(2000)

    await db('outbox')
      .update({ nextAttemptAt: new Date(Date.now() - 1).toISOString() })
      .where({ id })
    expect(await job.runOnce()).toBe(1)
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 })
    expect(await job.runOnce()).toBe(0)
    expect(seen).toEqual([0, 1, 2])
  })

  it('takes up a claim again once its lease ran out (an instance crashed mid-delivery)', async () => {
    const db = api.server.app.db
    const { id } = await outboxService.enqueue(db, 'webhook', {})
    const job = new OutboxJob(db)
    const delivered: number[] = []
    job.handle('webhook', { deliver: async (m) => void delivered.push(m.id) })

    await db('outbox')
      .update({ claimedUntil: new Date(Date.now() + 60_000).toISOString() })
      .where({ id })
    expect(await job.runOnce()).toBe(0)
    await db('outbox')
      .update({ claimedUntil: new Date(Date.now() - 1).toISOString() })
      .where({ id })
    expect(await job.runOnce()).toBe(1)
    expect(delivered).toEqual([id])
  })

  it('doubles the backoff up to its ceiling', () => {
    const options = { baseBackoffMs: 30_000, maxBackoffMs: 3_600_000 }
    expect([1, 2, 3, 4].map((n) => backoffMs(n, options))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(backoffMs(20, options)).toBe(3_600_000)
  })
})
