import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as pty from 'node-pty'
import type { User } from '@ledgerline/sdk/types'
import { verifyPassword } from '../../../apps/api/src/auth/passwords.js'
import { createKnex } from '../../../apps/api/src/db/knex.js'
import { loadConfig } from '../../../apps/api/src/platform/config.js'
import { BIN, REPO_ROOT, runCli, tempDatabase } from './helpers.js'

const database = tempDatabase()
const env = database.env
beforeAll(async () => {
  const migrated = await runCli(['migrate'], env)
  expect(migrated.code, migrated.stderr).toBe(0)
})
afterAll(() => database.cleanup())

/** The CLI in a pseudo-terminal, as a person at a shell runs it. */
function terminal(args: string[]) {
  const child = pty.spawn(process.execPath, [BIN, ...args], {
    name: 'xterm-256color',
    cols: 120,
    rows: 30,
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TERM: 'xterm-256color', ...env },
  })
  let screen = ''
  child.onData((data) => (screen += data))
  const exited = new Promise<number>((resolve) => child.onExit(({ exitCode }) => resolve(exitCode)))
  // eslint-disable-next-line no-control-regex
  const plain = () => screen.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '')
  let answered = 0
  return {
    exited,
    plain,
    /** Waits until the screen shows `text` after the previous answer, then types `keys`. */
    async answer(text: string, keys: string, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      let at: number
      while ((at = plain().indexOf(text, answered)) === -1) {
        if (Date.now() > deadline) throw new Error(`no prompt "${text}" on screen:\n${plain()}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      answered = at + text.length
      child.write(keys)
    },
  }
}

const DOWN = '\u001b[B'
const ENTER = '\r'
const BACKSPACE = '\u007f'

describe('ledgerline on a terminal', () => {
  it('asks a person for each missing detail of a new user, then adds the user', async () => {
    const cli = terminal(['users', 'add', '--first-name', 'Casey'])
    await cli.answer('E-mail', `casey@example.com${ENTER}`)
    await cli.answer('Last name', `Kim${ENTER}`)
    // Roles are offered in order admin, manager, staff (the default), client.
    await cli.answer('Role', `${DOWN}${ENTER}`)
    await cli.answer('Password', `short${ENTER}`)
    // The rule is the API's, with its message naming the option; the person erases and tries again.
    await cli.answer(
      '"--password" length must be at least 12 characters long',
      `${BACKSPACE.repeat(5)}a-long-password${ENTER}`,
    )
    // Typed twice: a mismatch is caught before anything is stored.
    await cli.answer('Confirm the password', `a-long-passwort${ENTER}`)
    await cli.answer('The passwords do not match', `${BACKSPACE}d${ENTER}`)
    expect(await cli.exited).toBe(0)
    expect(cli.plain()).not.toContain('First name')
    expect(cli.plain()).toContain('Added client casey@example.com')

    const listed = await runCli(['users', 'list', '--json'], env)
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ email: 'casey@example.com', firstName: 'Casey', lastName: 'Kim', role: 'client' }),
    ])
    // Stored as the API's scrypt hash of what was typed, never as typed.
    const db = createKnex(loadConfig(env).database)
    try {
      const { passwordHash } = await db('users').where('email', 'casey@example.com').first()
      expect(passwordHash).toMatch(/^scrypt\$10\$/)
      expect(await verifyPassword('a-long-password', passwordHash)).toBe(true)
    } finally {
      await db.destroy()
    }
  })

  it('refuses an e-mail in use as soon as it is typed, before any other question', async () => {
    const cli = terminal(['users', 'add'])
    await cli.answer('E-mail', `casey@example.com${ENTER}`)
    await cli.answer(
      'A user with the e-mail casey@example.com already exists',
      `${BACKSPACE.repeat(17)}robin@example.com${ENTER}`,
    )
    await cli.answer('First name', `Robin${ENTER}`)
    await cli.answer('Last name', `Park${ENTER}`)
    await cli.answer('Role', ENTER)
    await cli.answer('Password', `another-long-password${ENTER}`)
    await cli.answer('Confirm the password', `another-long-password${ENTER}`)
    expect(await cli.exited).toBe(0)
    expect(cli.plain()).toContain('Added staff robin@example.com')
  })

  it('with --no-input asks nothing, even on a terminal', async () => {
    const cli = terminal(['users', 'add', '--no-input', '--email', 'quiet@example.com'])
    expect(await cli.exited).toBe(2)
    expect(cli.plain()).toContain('Missing required option --first-name (--no-input; pass it on the command line)')
    expect(cli.plain()).not.toContain('First name')
  })

  it('asks for an expiry when a token is created without --expires', async () => {
    const cli = terminal(['tokens', 'create', '--name', 'Asked', '--json'])
    // Offered in order: 90 days (the default), 30 days, 1 year, never.
    await cli.answer('Expires', `${DOWN}${ENTER}`)
    expect(await cli.exited).toBe(0)
    const listed = await runCli(['tokens', 'list', '--json'], env)
    const token = (JSON.parse(listed.stdout) as Array<{ name: string; expiresAt: string | null }>).find(
      (t) => t.name === 'Asked',
    )
    const days = (Date.parse(token!.expiresAt!) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThan(31)
  })

  it('confirms before removing a site, and keeps it when the answer is no', async () => {
    const added = await runCli(['sites', 'add', '--name', 'Kept', '--origin', 'https://kept.example'], env)
    const key = added.stdout.trim()
    const no = terminal(['sites', 'remove', key])
    await no.answer('Remove site', `n${ENTER}`)
    expect(await no.exited).toBe(1)
    expect(no.plain()).toContain('Cancelled; nothing was changed.')
    expect((await runCli(['sites', 'list', '--json'], env)).stdout).toContain(key)
    const yes = terminal(['sites', 'remove', key])
    await yes.answer('Remove site', `y${ENTER}`)
    expect(await yes.exited).toBe(0)
    expect((await runCli(['sites', 'list', '--json'], env)).stdout).not.toContain(key)
  })

  it('shows a progress line on a terminal while exporting, then the summary', async () => {
    const out = join(database.dir, 'progress.md')
    const cli = terminal(['export', '--format', 'markdown', '--out', out])
    expect(await cli.exited).toBe(0)
    expect(cli.plain()).toMatch(/\d+ entries, [\d.]+ (B|KB) \([\d,]+ entries\/s\)/)
    expect(cli.plain()).toMatch(new RegExp(`Exported \\d+ entries \\(.+\\) in [\\d.]+ s to ${out}\\.`))
  })

  it('asks before a reset deletes everything, and leaves the data alone when the answer is no', async () => {
    const cli = terminal(['seed', '--reset'])
    await cli.answer('Delete every row', `n${ENTER}`)
    expect(await cli.exited).toBe(1)
    expect(cli.plain()).toContain('Reset cancelled; nothing was changed.')
    const listed = await runCli(['users', 'list', '--json'], env)
    expect((JSON.parse(listed.stdout) as User[]).map((u) => u.email)).toEqual([
      'casey@example.com',
      'robin@example.com',
    ])
  })
})
