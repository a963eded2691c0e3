import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKnex, migrateLatest } from '../../../apps/api/src/db/knex.js'
import { loadConfig } from '../../../apps/api/src/platform/config.js'
import type { Feedback } from '@ledgerline/sdk/types'
import { runCli, tempDatabase } from './helpers.js'

const ENTRIES = 100_000
const database = tempDatabase()
const env = database.env

beforeAll(async () => {
  const db = createKnex(loadConfig(env).database)
  try {
    await migrateLatest(db)
    const createdAt = new Date('2026-01-01T00:00:00.000Z').toISOString()
    await db.transaction(async (trx) => {
      for (let start = 0; start < ENTRIES; start += 1000) {
        const rows = Array.from({ length: 1000 }, (_, i) => ({
          message: `Entry ${start + i}: the export must stream, never hold every row at once`,
          reporterName: 'Load test',
          pageUrl: `/page/${(start + i) % 50}`,
          status: 'open',
          priority: 'normal',
          category: 'improvement',
          subcategory: 'workflow',
          createdAt,
          updatedAt: createdAt,
        }))
        // SQLite's compound SELECT, which multi-row inserts use, takes at most 500 rows.
        await trx.batchInsert('feedback', rows, 250)
      }
    })
  } finally {
    await db.destroy()
  }
}, 120_000)
afterAll(() => database.cleanup())

describe('ledgerline export of a large table', () => {
  it(`streams ${ENTRIES.toLocaleString('en')} entries to a file within a small, fixed heap`, async () => {
    const out = join(database.dir, 'large.json')
    // A heap this small cannot hold the rows or the document: only a streamed export completes.
    const result = await runCli(['export', '--format', 'json', '--out', out], env, {
      timeoutMs: 110_000,
      nodeOptions: '--max-old-space-size=64',
    })
    expect(result.code, result.stderr).toBe(0)
    expect((await stat(out)).size).toBeGreaterThan(20_000_000)
    const entries = JSON.parse(await readFile(out, 'utf8')) as Feedback[]
    expect(entries).toHaveLength(ENTRIES)
    expect(entries[ENTRIES - 1]!.message).toContain(`Entry ${ENTRIES - 1}:`)
  }, 120_000)
})
