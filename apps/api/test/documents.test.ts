import { DOCUMENT_CATEGORIES, type Document } from '@ledgerline/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKnex, migrateLatest, type Db } from '../src/db/knex.js'
import { seedSampleData } from '../src/db/seed/sample-data.js'
import { DocumentJob } from '../src/documents/job.js'
import { useApi } from './helpers.js'

let demoClientId: number
const api = useApi({
  seed: async (server) => {
    demoClientId = (await server.app.db('clients').where({ email: 'client@example.com' }).first('id')).id
  },
  signIn: ['client', 'staff'],
})

const list = async (cookie: string, query = '') => {
  const res = await api.server.inject({ url: `/api/documents${query}`, headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return res.result as Document[]
}
const process = (id: number, cookie: string) =>
  api.server.inject({ method: 'POST', url: `/api/documents/${id}/process`, headers: { cookie } })

describe('documents', () => {
  it('a client sees only its own documents, with tags, categories and long extracted text', async () => {
    const mine = await list(api.cookies.client)
    expect(mine.length).toBeGreaterThanOrEqual(4)
    for (const d of mine) expect(d.clientId).toBe(demoClientId)
    expect(mine.filter((d) => d.status === 'uploaded').length).toBeGreaterThanOrEqual(2)
    expect(mine.some((d) => d.tags.length > 3)).toBe(true)
    for (const d of mine) expect(d.extractedText!.length).toBeGreaterThan(80)
    // Its clientId filter cannot reach another client's records.
    expect(await list(api.cookies.client, `?clientId=${demoClientId + 1}`)).toEqual([])
  })

  it('internal roles see every client, or one with clientId', async () => {
    const all = await list(api.cookies.staff)
    expect(new Set(all.map((d) => d.clientId)).size).toBeGreaterThan(2)
    const one = await list(api.cookies.staff, `?clientId=${demoClientId}`)
    expect(one.length).toBeGreaterThan(0)
    for (const d of one) expect(d.clientId).toBe(demoClientId)
    expect(
      (await api.server.inject({ url: '/api/documents?clientId=x', headers: { cookie: api.cookies.staff } }))
        .statusCode,
    ).toBe(400)
  })

  it('lists the eight categories', async () => {
    const res = await api.server.inject({ url: '/api/document-categories', headers: { cookie: api.cookies.client } })
    expect(res.result).toEqual([...DOCUMENT_CATEGORIES])
  })

  it('processes an uploaded document in the background: processing first, then processed with a category', async () => {
    const doc = (await list(api.cookies.client)).find((d) => d.status === 'uploaded' && d.filename.includes('1098'))!
    const res = await process(doc.id, api.cookies.client)
    expect(res.statusCode).toBe(202)
    expect(res.result).toMatchObject({ id: doc.id, status: 'processing' })
    expect((await process(doc.id, api.cookies.client)).statusCode).toBe(409)
    await vi.waitFor(
      async () => {
        const done = (await list(api.cookies.client)).find((d) => d.id === doc.id)!
        expect(done.status).toBe('processed')
      },
      { timeout: 5000, interval: 50 },
    )
    const done = (await list(api.cookies.client)).find((d) => d.id === doc.id)!
    expect(done.category).toBe('Tax Forms')
    expect(done.tags).toContain('1098')
    expect(done.confidence).toBeGreaterThanOrEqual(0)
    expect(done.confidence).toBeLessThanOrEqual(100)
    expect((await process(doc.id, api.cookies.staff)).statusCode).toBe(409)
  })

  it("answers 404 to a client for another client's document, and for an unknown id", async () => {
    const other = (await list(api.cookies.staff)).find((d) => d.clientId !== demoClientId && d.status === 'uploaded')!
    expect((await process(other.id, api.cookies.client)).statusCode).toBe(404)
    expect((await list(api.cookies.staff)).find((d) => d.id === other.id)!.status).toBe('uploaded')
    expect((await process(999_999, api.cookies.staff)).statusCode).toBe(404)
    // Staff may start it.
    expect((await process(other.id, api.cookies.staff)).statusCode).toBe(202)
  })

  it('picks up the document the seed left in processing when the server starts', async () => {
    await vi.waitFor(
      async () => {
        const insurance = (await list(api.cookies.client)).find((d) => d.filename.startsWith('Home_Insurance'))!
        expect(insurance).toMatchObject({ status: 'processed', category: 'Insurance' })
      },
      { timeout: 5000, interval: 50 },
    )
  })
})

describe('the document job', () => {
  let db: Db
  beforeAll(async () => {
    db = createKnex({ client: 'sqlite3', connection: ':memory:' })
    await migrateLatest(db)
    await seedSampleData(db)
  })
  afterAll(async () => {
    await db.destroy()
  })

  const statusOf = async (id: number) => (await db('documents').where({ id }).first('status')).status as string

  it('resumes documents left in processing after a restart, but leaves a live claim of another instance alone', async () => {
    const [a, b, c] = (await db('documents').where({ status: 'uploaded' }).orderBy('id').limit(3)) as Array<{
      id: number
    }>
    const fresh = new Date().toISOString()
    const expired = new Date(Date.now() - 10 * 60_000).toISOString()
    await db('documents').where({ id: a!.id }).update({ status: 'processing', processingClaimedAt: null })
    await db('documents').where({ id: b!.id }).update({ status: 'processing', processingClaimedAt: expired })
    await db('documents').where({ id: c!.id }).update({ status: 'processing', processingClaimedAt: fresh })
    const job = new DocumentJob(db, { delayMs: 0, leaseMs: 60_000 })
    let finished = 0
    for (let n = await job.runOnce(); n > 0; n = await job.runOnce()) finished += n
    expect(await statusOf(a!.id)).toBe('processed')
    expect(await statusOf(b!.id)).toBe('processed')
    expect(await statusOf(c!.id)).toBe('processing')
    expect(finished).toBeGreaterThanOrEqual(2)
  })

  it('two workers on one database never process a document twice', async () => {
    const ids = ((await db('documents').select('id')) as Array<{ id: number }>).map((r) => r.id)
    await db('documents').update({ status: 'processing', processingClaimedAt: null })
    const one = new DocumentJob(db, { delayMs: 5 })
    const two = new DocumentJob(db, { delayMs: 5 })
    let total = 0
    for (;;) {
      const [x, y] = await Promise.all([one.runOnce(), two.runOnce()])
      if (x + y === 0) break
      total += x + y
    }
    expect(total).toBe(ids.length)
    expect(await db('documents').whereNot({ status: 'processed' }).count({ n: '*' }).first()).toEqual({ n: 0 })
  })

  it('a stopped job releases its claims so the next start takes them at once', async () => {
    const { id } = await db('documents').first('id')
    await db('documents').where({ id }).update({ status: 'processing', processingClaimedAt: null })
    const job = new DocumentJob(db, { delayMs: 10_000 })
    job.start()
    await vi.waitFor(async () =>
      expect((await db('documents').where({ id }).first()).processingClaimedAt).not.toBeNull(),
    )
    await job.stop()
    expect(await db('documents').where({ id }).first('status', 'processingClaimedAt')).toEqual({
      status: 'processing',
      processingClaimedAt: null,
    })
    const next = new DocumentJob(db, { delayMs: 0 })
    expect(await next.runOnce()).toBe(1)
    expect(await statusOf(id)).toBe('processed')
  })
})
