import type { Server } from '@hapi/hapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../../test/helpers.js'
import { FeedbackWriter, type FeedbackRow } from './writer.js'

let server: Server
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(async () => {
  await server.stop()
})

const at = new Date().toISOString()
const row = (message: string, overrides: Partial<FeedbackRow> = {}): FeedbackRow => ({
  message,
  reporterName: 'Writer test',
  reporterSource: 'typed',
  pageUrl: '/writer',
  status: 'open',
  priority: 'normal',
  category: 'broken',
  subcategory: null,
  elementText: null,
  elementSelector: null,
  positionX: null,
  positionY: null,
  elementBounds: null,
  userId: null,
  siteId: null,
  notifyEmail: null,
  idempotencyScope: null,
  idempotencyKey: null,
  createdAt: at,
  updatedAt: at,
  context: null,
  hasScreenshot: false,
  ...overrides,
})

/** A row the database refuses (its CHECK on priority), as a row that fails inside a batch. */
const refused = (message: string) => row(message, { priority: 'bogus' })

const settle = (promises: Array<Promise<number>>) => Promise.allSettled(promises)
const stored = async (id: number) => (await server.app.db('feedback').where({ id }).first())?.message

describe('group commit of feedback rows', () => {
  it('writes rows that arrive together as one statement, each with its own id', async () => {
    const statements: string[] = []
    const onQuery = (q: { sql: string }) => {
      if (/^insert into feedback/i.test(q.sql)) statements.push(q.sql)
    }
    server.app.db.on('query', onQuery)
    try {
      const writer = new FeedbackWriter(server.app.db, 50, 5)
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => writer.insert(row(`Together ${i}`))))
      expect(statements).toHaveLength(1)
      expect(new Set(ids).size).toBe(20)
      for (const [i, id] of ids.entries()) expect(await stored(id)).toBe(`Together ${i}`)
    } finally {
      server.app.db.off('query', onQuery)
    }
  })

  it('fails only the bad row of a failed batch; the others are stored and answered', async () => {
    const writer = new FeedbackWriter(server.app.db, 10, 5)
    const results = await settle([
      writer.insert(row('Good before')),
      writer.insert(refused('Bad')),
      writer.insert(row('Good after')),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const [before, , after] = results as Array<PromiseFulfilledResult<number>>
    expect(await stored(before!.value)).toBe('Good before')
    expect(await stored(after!.value)).toBe('Good after')
    expect(await server.app.db('feedback').where({ message: 'Bad' }).first()).toBeUndefined()
  })

  it("keeps one batch's failure from the next batch's callers", async () => {
    const writer = new FeedbackWriter(server.app.db, 2, 5)
    // Batches of two: [bad, bad] then [good, good].
    const results = await settle([
      writer.insert(refused('Bad 1')),
      writer.insert(refused('Bad 2')),
      writer.insert(row('Next batch 1')),
      writer.insert(row('Next batch 2')),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled'])
    const ids = results.slice(2).map((r) => (r as PromiseFulfilledResult<number>).value)
    expect(await Promise.all(ids.map(stored))).toEqual(['Next batch 1', 'Next batch 2'])
  })

  it('answers only after the row is committed', async () => {
    const writer = new FeedbackWriter(server.app.db, 10, 5)
    const id = await writer.insert(row('Committed'))
    // Read through a separate statement: the row is there as soon as the promise settles.
    expect(await stored(id)).toBe('Committed')
    expect(writer.pending).toBe(0)
  })

  it('stores every column as given, text with quotes, backslashes and emoji too, and a lone surrogate as U+FFFD', async () => {
    const writer = new FeedbackWriter(server.app.db, 10, 5)
    const full = row('Quotes " and \' and \\u0041 and 🧾', {
      reporterName: 'Ada "A" Lovelace',
      reporterSource: 'site',
      pageUrl: '/pricing?plan=pro&x=%22',
      priority: 'high',
      subcategory: 'functionality',
      elementText: 'Buy now',
      elementSelector: 'main > button[data-plan="pro"]',
      positionX: 0,
      positionY: 99_999,
      elementBounds: '{"x":1,"y":2,"width":3,"height":4}',
      notifyEmail: 'visitor@example.com',
      idempotencyScope: 'site:1:127.0.0.1',
      idempotencyKey: `writer-${Date.now()}`,
      context: '{"browser":"Firefox"}',
      hasScreenshot: true,
    })
    const [id, lone] = await Promise.all([writer.insert(full), writer.insert(row('Broken \ud800 pair'))])
    const back = (await server.app.db('feedback').where({ id }).first()) as Record<string, unknown>
    for (const [column, value] of Object.entries(full)) {
      if (column === 'createdAt' || column === 'updatedAt')
        expect(new Date(back[column] as string).toISOString()).toBe(value)
      else if (column === 'hasScreenshot') expect(Boolean(back[column])).toBe(value)
      else expect(back[column]).toEqual(value)
    }
    expect(await stored(lone)).toBe('Broken \ufffd pair')
  })
})
