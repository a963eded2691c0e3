import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import knexFactory from 'knex'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Browser, startServerProcess, type ServerProcess } from './server-process.js'

const SESSION_PASSWORD = 'a-crash-test-session-password-long-enough-0123456789'
/** Clients sending at once during the burst. */
const CONCURRENCY = 16
/** The kill comes after this many acknowledgements, with requests still in flight. */
const KILL_AFTER = 150

// The embedded SQLite file only: the PostgreSQL pass has nothing to add here.
describe.skipIf(Boolean(inject('pgUrl')))(
  'a server on its SQLite file, killed with SIGKILL in the middle of a burst of feedback',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledgerline-crash-'))
    const file = join(dir, 'ledgerline.sqlite')
    const env = { DATABASE_URL: file, DATA_DIR: dir, SESSION_PASSWORD }
    const servers: ServerProcess[] = []

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')))
      rmSync(dir, { recursive: true, force: true })
    })

    it('restarts on an intact database that holds every submission acknowledged with 201', async () => {
      const first = await startServerProcess(env)
      servers.push(first)
      const browser = new Browser()
      await browser.signIn(first.url, 'client@example.com')

      const acknowledged: number[] = []
      let failedInFlight = 0
      let killed = false
      let sent = 0
      const send = async () => {
        while (!killed) {
          const n = ++sent
          try {
            const response = await browser.request(first.url, 'POST', '/api/feedback', {
              message: `Crash burst entry ${n}`,
              category: 'broken',
              pageUrl: '/client/home',
              positionX: n,
              positionY: 10,
            })
            // Only a complete 201 answer counts as acknowledged.
            const body = (await response.json()) as { id: number }
            if (response.status === 201) acknowledged.push(body.id)
            else throw new Error(`unexpected ${response.status}: ${JSON.stringify(body)}`)
          } catch (error) {
            if (!killed) throw error
            failedInFlight++
          }
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true
            first.child.kill('SIGKILL')
          }
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, send))
      await first.stop()
      expect(first.child.signalCode).toBe('SIGKILL')
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER)
      // The kill landed mid-burst: some requests were cut off without an answer.
      expect(failedInFlight).toBeGreaterThan(0)

      const second = await startServerProcess(env)
      servers.push(second)
      // The session outlived the crash (it lives in the database); the restarted server answers.
      const count = await browser.request(second.url, 'GET', '/api/feedback/count')
      expect(count.status).toBe(200)

      const db = knexFactory({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true })
      try {
        const check = (await db.raw('PRAGMA integrity_check')) as Array<{ integrity_check: string }>
        expect(check).toEqual([{ integrity_check: 'ok' }])
        const stored = new Set((await db('feedback').whereIn('id', acknowledged).pluck('id')).map(Number))
        const missing = acknowledged.filter((id) => !stored.has(id))
        expect(missing).toEqual([])
        expect(stored.size).toBe(new Set(acknowledged).size)
      } finally {
        await db.destroy()
      }
      await second.stop()
    }, 120_000)
  },
)
