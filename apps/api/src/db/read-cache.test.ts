import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKnex, type Db } from './knex.js'
import { ReadCache } from './read-cache.js'

let db: Db
beforeEach(async () => {
  db = createKnex({ client: 'sqlite3', connection: ':memory:' })
  await db.schema.createTable('feedback', (t) => {
    t.increments('id')
    t.string('status')
  })
  await db.schema.createTable('feedbackNotes', (t) => t.increments('id'))
  await db.schema.createTable('users', (t) => t.increments('id'))
})
afterEach(async () => {
  vi.useRealTimers()
  await db.destroy()
})

const countOpen = async () => Number((await db('feedback').where('status', 'open').count({ n: '*' }).first())?.n)

describe('the read cache', () => {
  it('answers from memory until a write to a watched table, which empties it at once', async () => {
    const cache = new ReadCache<number>(db, ['feedback'], 60_000)
    const load = vi.fn(countOpen)
    expect(await cache.getOrLoad('open', load)).toBe(0)
    expect(await cache.getOrLoad('open', load)).toBe(0)
    expect(load).toHaveBeenCalledTimes(1)

    await db('users').insert({})
    await db('feedbackNotes').insert({})
    expect(await cache.getOrLoad('open', load)).toBe(0)
    expect(load).toHaveBeenCalledTimes(1)

    await db('feedback').insert({ status: 'open' })
    expect(await cache.getOrLoad('open', load)).toBe(1)
    await db('feedback').update({ status: 'locked' })
    expect(await cache.getOrLoad('open', load)).toBe(0)
    await db.transaction(async (trx) => trx('feedback').insert({ status: 'open' }))
    expect(await cache.getOrLoad('open', load)).toBe(1)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('forgets an answer after its time to live, so writes made by other instances show', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const cache = new ReadCache<number>(db, ['feedback'], 2000)
    expect(await cache.getOrLoad('open', countOpen)).toBe(0)
    vi.setSystemTime(Date.now() + 1999)
    expect(cache.get('open')).toBe(0)
    vi.setSystemTime(Date.now() + 2)
    expect(cache.get('open')).toBeUndefined()
  })

  it('shares one load among the requests that miss together, and loads anew for those after a write', async () => {
    const cache = new ReadCache<number>(db, ['feedback'], 60_000)
    const load = vi.fn(countOpen)
    expect(await Promise.all(Array.from({ length: 20 }, () => cache.getOrLoad('open', load)))).toEqual(
      Array(20).fill(0),
    )
    expect(load).toHaveBeenCalledTimes(1)

    // A write while a load runs: who asks after it gets a new load, which sees the write.
    await db('feedback').insert({ status: 'open' })
    const before = cache.getOrLoad('open', load)
    await db('feedback').insert({ status: 'open' })
    const after = cache.getOrLoad('open', load)
    expect(await before).toBe(1)
    expect(await after).toBe(2)
    expect(load).toHaveBeenCalledTimes(3)
    expect(await cache.getOrLoad('open', load)).toBe(2)
    expect(load).toHaveBeenCalledTimes(3)

    // A failed load is not kept: the next request tries again.
    await db('feedback').insert({ status: 'open' })
    const failing = vi.fn(() => Promise.reject(new Error('database gone')))
    await expect(Promise.all([cache.getOrLoad('open', failing), cache.getOrLoad('open', failing)])).rejects.toThrow(
      'database gone',
    )
    expect(failing).toHaveBeenCalledTimes(1)
    expect(await cache.getOrLoad('open', load)).toBe(3)
  })

  it('does not keep an answer loaded while a write happened', async () => {
    const cache = new ReadCache<number>(db, ['feedback'], 60_000)
    const snapshot = cache.snapshot()
    const stale = await countOpen()
    await db('feedback').insert({ status: 'open' })
    cache.set('open', stale, snapshot)
    expect(cache.get('open')).toBeUndefined()
  })
})
