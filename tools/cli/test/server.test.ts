import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Server } from '@hapi/hapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { start } from '@ledgerline/api'
import type { Feedback, FeedbackInput, User } from '@ledgerline/sdk/types'
import { signIn } from '../../../apps/api/test/helpers.js'
import { PNG_DATA_URL } from '../../../apps/api/test/images.js'
import { runCli, tempDatabase, withoutGeneratedAt } from './helpers.js'

/** The CLI and a real server on a loopback port share one SQLite file, as an installation would. */
const database = tempDatabase()
const env = database.env
let server: Server
let api: string

beforeAll(async () => {
  const seeded = await runCli(['seed'], env)
  expect(seeded.code, seeded.stderr).toBe(0)
  server = await start({ env: { ...env, PORT: '0', HOST: '127.0.0.1' } })
  api = server.info.uri
})

afterAll(async () => {
  await server?.stop()
  database.cleanup()
})

const submission: FeedbackInput = {
  message: 'The pricing table overlaps the footer',
  category: 'broken',
  subcategory: 'display',
  priority: 'high',
  pageUrl: 'https://embed.example.com/pricing',
}

const submit = (key: string, origin: string) =>
  fetch(`${api}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ledgerline-site-key': key, origin },
    body: JSON.stringify(submission),
  })

const exportFromApi = async (format: string, token: string, query = '') => {
  const response = await fetch(`${api}/api/feedback/export/${format}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return response.text()
}

describe('ledgerline sites', () => {
  it('adds a site whose key the running server accepts from its origin only, until the site is removed', async () => {
    const added = await runCli(
      [
        'sites',
        'add',
        '--name',
        'Marketing site',
        '--origin',
        'https://embed.example.com',
        '--origin',
        'https://www.embed.example.com',
      ],
      env,
    )
    expect(added.code, added.stderr).toBe(0)
    const key = added.stdout.trim()
    expect(key).toMatch(/^lls_[\w-]+$/)
    expect(added.stderr).toContain('Added site')

    const listed = await runCli(['sites', 'list', '--json'], env)
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({
        name: 'Marketing site',
        key,
        origins: ['https://embed.example.com', 'https://www.embed.example.com'],
      }),
    ])

    const accepted = await submit(key, 'https://embed.example.com')
    expect(accepted.status).toBe(201)
    expect((await submit(key, 'https://www.embed.example.com')).status).toBe(201)
    expect(((await accepted.json()) as Feedback).message).toBe(submission.message)
    expect((await submit(key, 'https://elsewhere.example.org')).status).toBe(401)

    const removed = await runCli(['sites', 'remove', key, '--yes'], env)
    expect(removed.code, removed.stderr).toBe(0)
    expect((await submit(key, 'https://embed.example.com')).status).toBe(401)
    const again = await runCli(['sites', 'remove', key, '--yes'], env)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain(`No site with id or key ${key}`)
  })

  it('refuses an origin with a path as wrong usage (exit 2)', async () => {
    const result = await runCli(['sites', 'add', '--name', 'Bad', '--origin', 'https://embed.example.com/pricing'], env)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('must be an origin such as https://www.example.com')
  })
})

describe('ledgerline users add', () => {
  it('stores a password the API signs in with', async () => {
    const added = await runCli(
      [
        'users',
        'add',
        '--email',
        'riley@ledgerline.example',
        '--first-name',
        'Riley',
        '--last-name',
        'Stone',
        '--role',
        'staff',
        '--password',
        'a-long-password',
        '--json',
      ],
      env,
    )
    expect(added.code, added.stderr).toBe(0)
    expect((JSON.parse(added.stdout) as User).role).toBe('staff')
    await expect(signIn(server, 'riley@ledgerline.example', 'staff', 'a-long-password')).resolves.toContain(
      'll_session=',
    )
  })
})

describe('ledgerline tokens and export', () => {
  let token: string
  let prefix: string

  it('creates a token shown once, stored hashed, allowed only to export', async () => {
    const created = await runCli(
      ['tokens', 'create', '--name', 'CI feedback report', '--expires', '30d', '--json'],
      env,
    )
    expect(created.code, created.stderr).toBe(0)
    const body = JSON.parse(created.stdout) as { token: string; prefix: string; scopes: string[]; expiresAt: string }
    ;({ token, prefix } = body)
    expect(token).toMatch(/^llt_/)
    expect(body.scopes).toEqual(['feedback:export'])
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)

    const listed = await runCli(['tokens', 'list', '--json'], env)
    expect(listed.stdout).not.toContain(token)
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ name: 'CI feedback report', prefix, state: 'active' }),
    ])

    expect(
      (await fetch(`${api}/api/feedback/export/json`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200)
    expect((await fetch(`${api}/api/feedback`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
  })

  it('exports from the database to stdout and to files, byte for byte what the API answers', async () => {
    const [jsonStdout, jsonFile, markdownStdout, markdownFile] = await Promise.all([
      runCli(['export', '--format', 'json'], env),
      runCli(['export', '--format', 'json', '--out', join(database.dir, 'report.json')], env),
      runCli(
        ['export', '--format', 'markdown', '--status', 'open', '--priority', 'high', '--since', '2020-01-01'],
        env,
      ),
      runCli(['export', '--format', 'markdown', '--out', database.dir], env),
    ])
    for (const result of [jsonStdout, jsonFile, markdownStdout, markdownFile])
      expect(result.code, result.stderr).toBe(0)

    const apiJson = await exportFromApi('json', token)
    expect(JSON.parse(apiJson).length).toBeGreaterThan(1)
    expect(jsonStdout.stdout).toBe(apiJson)
    expect(jsonFile.stdout).toBe('')
    expect(jsonFile.stderr).toContain('report.json')
    expect(await readFile(join(database.dir, 'report.json'), 'utf8')).toBe(apiJson)

    const apiFiltered = await exportFromApi('markdown', token, '?status=open&priority=high&since=2020-01-01')
    expect(apiFiltered).toContain('Filters: status open, priority high, since 2020-01-01T00:00:00.000Z.')
    expect(withoutGeneratedAt(markdownStdout.stdout)).toBe(withoutGeneratedAt(apiFiltered))

    // Into a folder: under the export's own file name, as the API's attachment names it.
    const filename = `feedback-export-${new Date().toISOString().slice(0, 10)}.md`
    expect(markdownFile.stderr).toContain(filename)
    const written = await readFile(join(database.dir, filename), 'utf8')
    expect(withoutGeneratedAt(written)).toBe(withoutGeneratedAt(await exportFromApi('markdown', token)))
  })

  it('exports from the running server with --api and --token, through the SDK client', async () => {
    const [json, markdown] = await Promise.all([
      runCli(['export', '--api', api, '--token', token, '--format', 'json', '--status', 'open'], env),
      runCli(['export', '--api', api, '--format', 'markdown', '--out', join(database.dir, 'remote.md')], {
        ...env,
        LEDGERLINE_TOKEN: token,
      }),
    ])
    expect(json.code, json.stderr).toBe(0)
    expect(json.stdout).toBe(await exportFromApi('json', token, '?status=open'))
    expect((JSON.parse(json.stdout) as Feedback[]).every((entry) => entry.status === 'open')).toBe(true)
    expect(markdown.code, markdown.stderr).toBe(0)
    expect(withoutGeneratedAt(await readFile(join(database.dir, 'remote.md'), 'utf8'))).toBe(
      withoutGeneratedAt(await exportFromApi('markdown', token)),
    )
  })

  it('takes the server from LEDGERLINE_API_URL, and calls an empty token wrong usage (exit 2)', async () => {
    const [fromEnv, empty] = await Promise.all([
      runCli(['export', '--format', 'json'], { ...env, LEDGERLINE_API_URL: api, LEDGERLINE_TOKEN: token }),
      runCli(['export', '--format', 'json'], { ...env, LEDGERLINE_API_URL: api, LEDGERLINE_TOKEN: '' }),
    ])
    expect(fromEnv.code, fromEnv.stderr).toBe(0)
    expect(fromEnv.stdout).toBe(await exportFromApi('json', token))
    expect(empty.code).toBe(2)
    expect(empty.stderr).toContain(
      'The token is empty: set LEDGERLINE_TOKEN to a token from `ledgerline tokens create`',
    )
    expect(empty.stdout).toBe('')
  })

  it('revokes the token: the server refuses it, and the export fails with exit 1 and a clear message', async () => {
    const revoked = await runCli(['tokens', 'revoke', prefix], env)
    expect(revoked.code, revoked.stderr).toBe(0)
    expect(
      (await fetch(`${api}/api/feedback/export/json`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401)

    const refused = await runCli(
      ['export', '--api', api, '--token', token, '--format', 'json', '--out', join(database.dir, 'refused.json')],
      env,
    )
    expect(refused.code).toBe(1)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toContain(`The server at ${api} refused the token: it is unknown, revoked or expired`)
    expect(refused.stderr).toContain('ledgerline tokens create')
    expect(refused.stderr).not.toContain('Domain authentication required')
    await expect(readFile(join(database.dir, 'refused.json'))).rejects.toThrow(/ENOENT/)
  })

  it('fails with exit 1 when the server cannot be reached', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number }
        probe.close(() => resolve(free))
      })
    })
    const result = await runCli(
      ['export', '--api', `http://127.0.0.1:${port}`, '--token', 'llt_whatever', '--format', 'json'],
      env,
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`Could not reach the server at http://127.0.0.1:${port}: ECONNREFUSED`)
  })

  it('treats a wrong format, a bad date or a missing option as wrong usage (exit 2) without waiting', async () => {
    const results = await Promise.all([
      runCli(['export', '--format', 'xml'], env),
      runCli(['export', '--format', 'json', '--since', 'last tuesday'], env),
      runCli(['export', '--status', 'open'], env),
      runCli(['export', '--api', api, '--format', 'json'], env),
      runCli(['tokens', 'create'], env),
      runCli(['sites', 'add', '--name', 'No origin'], env),
    ])
    expect(results.map((r) => r.code)).toEqual([2, 2, 2, 2, 2, 2])
    expect(results[0]!.stderr).toContain("argument 'xml' is invalid. Allowed choices are json, markdown")
    expect(results[1]!.stderr).toContain('--since must be an ISO date')
    expect(results[2]!.stderr).toContain('Missing required option --format')
    expect(results[3]!.stderr).toContain('Missing required option --token (or LEDGERLINE_TOKEN)')
    expect(results[4]!.stderr).toContain('Missing required option --name')
    expect(results[5]!.stderr).toContain('Missing required option --origin')
    for (const result of results) expect(result.stdout).toBe('')
  })
})

describe('ledgerline export of screenshots (issue 17)', () => {
  it('lists an entry screenshot as a link on PUBLIC_URL, never its bytes', async () => {
    const cookie = await signIn(server, 'client@example.com')
    const created = await server.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie },
      payload: { ...submission, pageUrl: '/client', screenshot: PNG_DATA_URL },
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.result as Feedback
    const withPublicUrl = { ...env, PUBLIC_URL: 'https://portal.example.com' }
    const [json, markdown] = await Promise.all([
      runCli(['export', '--format', 'json'], withPublicUrl),
      runCli(['export', '--format', 'markdown'], withPublicUrl),
    ])
    expect(json.code, json.stderr).toBe(0)
    const link = `https://portal.example.com/api/feedback/${id}/screenshot`
    expect((JSON.parse(json.stdout) as Feedback[]).find((entry) => entry.id === id)?.screenshotUrl).toBe(link)
    expect(json.stdout).not.toContain(PNG_DATA_URL.slice(22, 60))
    expect(markdown.code, markdown.stderr).toBe(0)
    expect(markdown.stdout).toContain(`- **Screenshot:** <${link}>`)
  })
})
