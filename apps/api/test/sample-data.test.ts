import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/knex.js'
import { seed } from '../src/db/seed/index.js'
import { seedSampleData } from '../src/db/seed/sample-data.js'
import { useApi } from './helpers.js'

const TABLES = [
  'serviceTypes',
  'conversations',
  'notifications',
  'clients',
  'documents',
  'flowTemplates',
  'actionTemplates',
  'libraryFiles',
  'feedback',
]

const api = useApi()
let db: Db
beforeAll(() => {
  db = api.server.app.db
})

const counts = async () =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (t) => [t, Number((await db(t).count({ n: '*' }).first())!.n)] as const)),
  )

describe('the sample data', () => {
  it('fills every table, with the library counts of the overview', async () => {
    const n = await counts()
    for (const table of TABLES) expect(n[table], table).toBeGreaterThan(0)
    expect(n).toMatchObject({ flowTemplates: 8, actionTemplates: 6, libraryFiles: 4 })
    expect(n.conversations).toBeGreaterThanOrEqual(10)
    expect(n.clients).toBeGreaterThanOrEqual(8)
  })

  it("links the demo client's user to its VIP client record", async () => {
    const user = await db('users').where({ email: 'client@example.com' }).first('id')
    expect(await db('clients').where({ userId: user.id }).first('email', 'isVip')).toMatchObject({
      email: 'client@example.com',
    })
    expect(Boolean((await db('clients').where({ userId: user.id }).first()).isVip)).toBe(true)
  })

  it('adds nothing when run again', async () => {
    const before = await counts()
    await seedSampleData(db)
    await seed(db, { scryptCost: 10, demoMode: true })
    expect(await counts()).toEqual(before)
  })
})
