import { existsSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import type { User } from '@ledgerline/sdk/types'
import { runCli, tempDatabase } from './helpers.js'

const database = tempDatabase()
const env = database.env
afterAll(() => database.cleanup())

const listUsers = async () => {
  const result = await runCli(['users', 'list', '--json'], env)
  expect(result.code, result.stderr).toBe(0)
  return JSON.parse(result.stdout) as User[]
}

describe('ledgerline on a fresh database (no terminal)', () => {
  it('refuses to work on a database that does not exist yet, naming the fix, and creates nothing', async () => {
    const result = await runCli(['users', 'list'], env)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/No database at SQLite .*test\.sqlite.*ledgerline migrate/)
    expect(existsSync(env.DATABASE_URL!)).toBe(false)
  })

  it('migrates, then finds nothing left to migrate', async () => {
    const first = await runCli(['migrate'], env)
    expect(first.code, first.stderr).toBe(0)
    expect(first.stderr).toMatch(/Applied \d+ migration\(s\) to SQLite .*test\.sqlite/)
    expect(first.stdout).toBe('')
    const again = await runCli(['migrate'], env)
    expect(again.code).toBe(0)
    expect(again.stderr).toContain('Database is up to date')
  })

  it('seeds the demo data, and a second seed adds nothing', async () => {
    const first = await runCli(['seed'], env)
    expect(first.code, first.stderr).toBe(0)
    expect(first.stderr).toMatch(/added .*7 users/)
    const users = await listUsers()
    expect(users.map((u) => u.email)).toEqual(
      expect.arrayContaining(['admin@ledgerline.example', 'client@example.com']),
    )

    const second = await runCli(['seed'], env)
    expect(second.code, second.stderr).toBe(0)
    expect(second.stderr).toContain('Nothing to add')
    expect(await listUsers()).toEqual(users)
  })

  it('lists users as a table on stdout', async () => {
    const result = await runCli(['users', 'list'], env)
    expect(result.code).toBe(0)
    const [header, ...rows] = result.stdout.trimEnd().split('\n')
    expect(header).toMatch(/^ID\s+EMAIL\s+NAME\s+ROLE\s+CREATED$/)
    expect(rows).toHaveLength(7)
    expect(rows.find((row) => row.includes('admin@ledgerline.example'))).toMatch(/Alex Morgan\s+admin/)
  })

  it('adds a user from options, refuses the same e-mail twice (exit 1) and bad input (exit 2)', async () => {
    const added = await runCli(
      [
        'users',
        'add',
        '--email',
        'Ana.Diaz@Ledgerline.example',
        '--first-name',
        'Ana',
        '--last-name',
        'Diaz',
        '--role',
        'manager',
        '--json',
      ],
      { ...env, LEDGERLINE_PASSWORD: 'correct horse' },
    )
    expect(added.code, added.stderr).toBe(0)
    const user = JSON.parse(added.stdout) as User
    expect(user).toMatchObject({
      email: 'ana.diaz@ledgerline.example',
      username: 'ana.diaz',
      role: 'manager',
      firstName: 'Ana',
      lastName: 'Diaz',
    })
    expect(added.stdout).not.toMatch(/passwordHash|correct horse/)
    expect((await listUsers()).map((u) => u.email)).toContain('ana.diaz@ledgerline.example')

    const duplicate = await runCli(
      [
        'users',
        'add',
        '--email',
        'ana.diaz@ledgerline.example',
        '--first-name',
        'A',
        '--last-name',
        'D',
        '--role',
        'staff',
        '--password',
        'another-pass',
      ],
      env,
    )
    expect(duplicate.code).toBe(1)
    expect(duplicate.stderr).toContain('A user with the e-mail ana.diaz@ledgerline.example already exists')

    const shortPassword = await runCli(
      [
        'users',
        'add',
        '--email',
        'x@example.com',
        '--first-name',
        'X',
        '--last-name',
        'Y',
        '--role',
        'client',
        '--password',
        'short',
      ],
      env,
    )
    expect(shortPassword.code).toBe(2)
    expect(shortPassword.stderr).toContain('"--password" length must be at least 12 characters long')

    const badRole = await runCli(['users', 'add', '--email', 'x@example.com', '--role', 'owner'], env)
    expect(badRole.code).toBe(2)
    expect(badRole.stderr).toContain("argument 'owner' is invalid")
  })

  it('never waits for input without a terminal: a missing option is exit 2, at once', async () => {
    const started = Date.now()
    const result = await runCli(['users', 'add', '--email', 'someone@example.com'], env, { timeoutMs: 10_000 })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Missing required option --first-name (no terminal to ask on')
    expect(Date.now() - started).toBeLessThan(10_000)
    expect((await listUsers()).map((u) => u.email)).not.toContain('someone@example.com')
  })

  it('resets only when confirmed: --reset needs --yes without a terminal', async () => {
    const refused = await runCli(['seed', '--reset'], env)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('pass --yes')
    expect((await listUsers()).map((u) => u.email)).toContain('ana.diaz@ledgerline.example')

    const reset = await runCli(['seed', '--reset', '--yes'], env)
    expect(reset.code, reset.stderr).toBe(0)
    expect(reset.stderr).toContain('Emptied')
    const users = await listUsers()
    expect(users).toHaveLength(7)
    expect(users.map((u) => u.email)).not.toContain('ana.diaz@ledgerline.example')
  })
})
