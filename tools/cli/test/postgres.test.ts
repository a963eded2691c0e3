import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Feedback, User } from '@ledgerline/sdk/types'
import { startPgCluster, type PgCluster } from '../../../apps/api/test/pg-cluster.js'
import { runCli, tempDatabase } from './helpers.js'

/** DATABASE_URL=postgres://… : the same commands on PostgreSQL (run when its binaries are present, see vitest.config.ts). */
const local = tempDatabase()
let cluster: PgCluster
let env: Record<string, string>

beforeAll(async () => {
  cluster = await startPgCluster()
  env = { ...local.env, DATABASE_URL: cluster.url }
}, 60_000)
afterAll(() => {
  cluster?.stop()
  local.cleanup()
})

describe('ledgerline on PostgreSQL', () => {
  it('migrates, seeds once, adds a user and exports', async () => {
    const seeded = await runCli(['seed'], env)
    expect(seeded.code, seeded.stderr).toBe(0)
    expect(seeded.stderr).toMatch(/Applied \d+ migration\(s\)/)
    expect(seeded.stderr).toMatch(/Seeded PostgreSQL postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres: added .*7 users/)

    // One after the other: seed reports what it added by counting rows, so a concurrent insert would count too.
    const again = await runCli(['seed'], env)
    expect(again.code, again.stderr).toBe(0)
    expect(again.stderr).toContain('Nothing to add')
    const added = await runCli(
      [
        'users',
        'add',
        '--email',
        'pg@example.com',
        '--first-name',
        'Pat',
        '--last-name',
        'Gray',
        '--role',
        'client',
        '--password',
        'long-enough-password',
        '--json',
      ],
      env,
    )
    expect(added.code, added.stderr).toBe(0)
    expect((JSON.parse(added.stdout) as User).email).toBe('pg@example.com')

    const exported = await runCli(['export', '--format', 'json', '--status', 'open'], env)
    expect(exported.code, exported.stderr).toBe(0)
    const entries = JSON.parse(exported.stdout) as Feedback[]
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.every((entry) => entry.status === 'open' && /Z$/.test(entry.createdAt))).toBe(true)
  })
})
