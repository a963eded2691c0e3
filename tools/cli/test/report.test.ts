import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Server } from '@hapi/hapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { start } from '@ledgerline/api'
import type { FeedbackReport } from '@ledgerline/sdk/types'
import { runCli, tempDatabase } from './helpers.js'

/** `ledgerline report` against a seeded SQLite file, and against a real server on that file. */
const database = tempDatabase()
const env = database.env
let server: Server
let api: string

const db = () => server.app.db

async function addEntry(fields: Record<string, unknown>): Promise<void> {
  const at = new Date().toISOString()
  await db()('feedback').insert({
    message: 'Entry',
    reporterName: 'Reporter',
    pageUrl: '/pricing',
    status: 'open',
    priority: 'normal',
    category: 'broken',
    createdAt: at,
    updatedAt: at,
    ...fields,
  })
}

beforeAll(async () => {
  const seeded = await runCli(['seed'], env)
  expect(seeded.code, seeded.stderr).toBe(0)
  server = await start({ env: { ...env, PORT: '0', HOST: '127.0.0.1' } })
  api = server.info.uri
  // The seed has no urgent entry; these give the report something to count and to block on.
  await addEntry({ message: 'Checkout <b>button</b> | broken\nsecond line', priority: 'urgent', pageUrl: '/checkout' })
  await addEntry({ priority: 'urgent', status: 'resolved', pageUrl: '/checkout' })
  await addEntry({ priority: 'high', status: 'locked', pageUrl: '/checkout', category: 'feature' })
})

afterAll(async () => {
  await server?.stop()
  database.cleanup()
})

const countIn = async (where: Record<string, unknown>) =>
  Number(((await db()('feedback').where(where).count({ n: '*' }).first()) as { n: number }).n)

describe('ledgerline report', () => {
  it('counts every entry by status, priority, category and page, as JSON', async () => {
    const result = await runCli(['report', '--format', 'json', '--top', '3'], env)
    expect(result.code, result.stderr).toBe(0)
    const report = JSON.parse(result.stdout) as FeedbackReport
    expect(report.total).toBe(await countIn({}))
    expect(report.byStatus).toEqual({
      open: await countIn({ status: 'open' }),
      locked: await countIn({ status: 'locked' }),
      resolved: await countIn({ status: 'resolved' }),
    })
    expect(report.byPriority.urgent).toBe(2)
    expect(report.byCategory.feature).toBe(await countIn({ category: 'feature' }))
    expect(report.topPages).toHaveLength(3)
    expect(report.topPages[0]).toEqual({ pageUrl: '/checkout', count: 3 })
    expect(report.newSince).toBeNull()
    expect(report.failOn).toBeNull()
  })

  it('prints a readable text summary by default', async () => {
    const result = await runCli(['report'], env)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`Total: ${await countIn({})} entries`)
    expect(result.stdout).toMatch(/Priority: +low \d+ · normal \d+ · high \d+ · urgent 2/)
    expect(result.stdout).toMatch(/Top pages:\n +3 {2}\/checkout/)
  })

  it('exits 1 after printing the report when an entry matches --fail-on, and names how many', async () => {
    const result = await runCli(['report', '--format', 'markdown', '--fail-on', 'priority>=high,status=open'], env)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('**Failed:** 2 entries match `priority>=high,status=open`.')
    expect(result.stderr).toContain('2 entries match --fail-on priority>=high,status=open')
    // User text cannot break the comment's table or inject HTML.
    expect(result.stdout).toContain('Checkout &lt;b&gt;button&lt;/b&gt; \\| broken |')
    expect(result.stdout).not.toContain('<b>')
    expect(result.stdout).not.toContain('second line')
  })

  it('exits 0 when nothing matches --fail-on, and reads alternatives and != ', async () => {
    const passed = await runCli(['report', '--fail-on', 'priority=urgent,status=locked'], env)
    expect(passed.code, passed.stderr).toBe(0)
    expect(passed.stdout).toContain('Fail on priority=urgent,status=locked: 0 matching entries')

    const locked = await runCli(['report', '--format', 'json', '--fail-on', 'status=open|locked,category!=broken'], env)
    expect(locked.code).toBe(1)
    const report = JSON.parse(locked.stdout) as FeedbackReport
    expect(report.failOn!.count).toBe(
      Number(
        (
          (await db()('feedback')
            .whereIn('status', ['open', 'locked'])
            .whereNot('category', 'broken')
            .count({ n: '*' })
            .first()) as { n: number }
        ).n,
      ),
    )
  })

  it('treats a malformed --fail-on, --since or --top as wrong usage (exit 2) before reading anything', async () => {
    const cases: Array<[string[], string]> = [
      [['--fail-on', 'priority>=hi'], '"failOn" priority "hi" is unknown: use low, normal, high, urgent'],
      [['--fail-on', 'colour=red'], '"failOn" field "colour" is unknown'],
      [['--fail-on', 'category>=broken'], '"failOn" category has no order: use = or !='],
      [['--fail-on', 'priority high'], 'must look like field=value'],
      [['--since', 'yesterday'], '--since must be an ISO date'],
      [['--top', '0'], '--top must be a whole number from 1 to 50'],
      [['--format', 'html'], "argument 'html' is invalid"],
    ]
    for (const [args, message] of cases) {
      const result = await runCli(['report', ...args], env)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr).toContain(message)
      expect(result.stdout).toBe('')
    }
  })

  it('lists what is new since a date, and since the last run with --since last', async () => {
    const stateFile = join(database.dir, 'state', 'report.json')
    const first = await runCli(['report', '--format', 'json', '--since', 'last', '--state-file', stateFile], env)
    expect(first.code, first.stderr).toBe(0)
    expect(first.stderr).toContain('No earlier run recorded')
    const firstReport = JSON.parse(first.stdout) as FeedbackReport
    expect(firstReport.newSince).toBeNull()
    expect(JSON.parse(await readFile(stateFile, 'utf8'))).toEqual({ lastRunAt: firstReport.generatedAt })

    await addEntry({ message: 'Arrived after the first run', pageUrl: '/late' })
    const second = await runCli(['report', '--format', 'json', '--since', 'last', '--state-file', stateFile], env)
    expect(second.code, second.stderr).toBe(0)
    const secondReport = JSON.parse(second.stdout) as FeedbackReport
    expect(secondReport.newSince).toMatchObject({
      since: firstReport.generatedAt,
      count: 1,
      entries: [expect.objectContaining({ pageUrl: '/late', summary: 'Arrived after the first run' })],
    })

    const third = await runCli(['report', '--format', 'json', '--since', 'last', '--state-file', stateFile], env)
    expect((JSON.parse(third.stdout) as FeedbackReport).newSince!.count).toBe(0)

    const byDate = await runCli(['report', '--format', 'json', '--since', '2000-01-01'], env)
    expect((JSON.parse(byDate.stdout) as FeedbackReport).newSince!.count).toBe(await countIn({}))
  })

  it('reports from a running server with a read-only report token, which may not export', async () => {
    const created = await runCli(['tokens', 'create', '--name', 'CI report', '--scope', 'report', '--json'], env)
    expect(created.code, created.stderr).toBe(0)
    const { token, scopes } = JSON.parse(created.stdout) as { token: string; scopes: string[] }
    expect(scopes).toEqual(['feedback:report'])

    const [remote, local] = await Promise.all([
      runCli(['report', '--api', api, '--format', 'json', '--fail-on', 'priority=urgent'], {
        ...env,
        LEDGERLINE_TOKEN: token,
      }),
      runCli(['report', '--format', 'json', '--fail-on', 'priority=urgent'], env),
    ])
    expect(remote.code, remote.stderr).toBe(1)
    expect(local.code).toBe(1)
    const strip = (text: string) => ({ ...(JSON.parse(text) as FeedbackReport), generatedAt: '' })
    expect(strip(remote.stdout)).toEqual(strip(local.stdout))

    const headers = { authorization: `Bearer ${token}` }
    expect((await fetch(`${api}/api/feedback/export/json`, { headers })).status).toBe(403)
    expect((await fetch(`${api}/api/feedback/report?failOn=priority%3E%3Dhi`, { headers })).status).toBe(400)

    const refused = await runCli(['report', '--api', api, '--token', 'llt_not-a-real-token'], env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`The server at ${api} refused the token`)
  })

  it('refuses a bad --scope when creating a token (exit 2)', async () => {
    const result = await runCli(['tokens', 'create', '--name', 'x', '--scope', 'admin'], env)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--scope must be export, report or export,report')
  })
})
