import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@ledgerline/sdk/types'
import { createKnex, type Db } from '../../../apps/api/src/db/knex.js'
import { createSession } from '../../../apps/api/src/auth/sessions.js'
import { runCli, tempDatabase } from './helpers.js'

const database = tempDatabase()
const env = database.env
let db: Db

beforeAll(async () => {
  for (const step of [['migrate'], ['seed']]) {
    const result = await runCli(step, env)
    expect(result.code, result.stderr).toBe(0)
  }
  db = createKnex({ client: 'sqlite3', connection: env.DATABASE_URL! })
}, 60_000)
afterAll(async () => {
  await db?.destroy()
  database.cleanup()
})

const userRow = (email: string) => db('users').where({ email }).first()

describe('ledgerline users deactivate|activate|set-role|end-sessions', () => {
  it('deactivates a user by e-mail, ending their sessions, and reactivates them by id', async () => {
    const staff = await userRow('staff@ledgerline.example')
    await createSession(db, staff.id)
    const off = await runCli(['users', 'deactivate', 'staff@ledgerline.example', '--json'], env)
    expect(off.code, off.stderr).toBe(0)
    expect(JSON.parse(off.stdout) as User).toMatchObject({ id: staff.id, active: false })
    expect(await db('sessions').where({ userId: staff.id })).toHaveLength(0)

    const on = await runCli(['users', 'activate', String(staff.id)], env)
    expect(on.code, on.stderr).toBe(0)
    expect(on.stdout).toBe('')
    expect(on.stderr).toMatch(/Activated staff@ledgerline\.example .*active/)
    expect(Boolean((await userRow('staff@ledgerline.example')).isActive)).toBe(true)
  })

  it('changes a role, but never the last active admin’s', async () => {
    const changed = await runCli(['users', 'set-role', 'staff@ledgerline.example', 'manager', '--json'], env)
    expect(changed.code, changed.stderr).toBe(0)
    expect(JSON.parse(changed.stdout)).toMatchObject({ role: 'manager' })

    const refused = await runCli(['users', 'set-role', 'admin@ledgerline.example', 'staff'], env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/last active admin/)
    expect((await userRow('admin@ledgerline.example')).role).toBe('admin')
  })

  it('ends every session of a user', async () => {
    const manager = await userRow('manager@ledgerline.example')
    await createSession(db, manager.id)
    await createSession(db, manager.id)
    const result = await runCli(['users', 'end-sessions', 'manager@ledgerline.example', '--json'], env)
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({ ended: 2 })
    expect(await db('sessions').where({ userId: manager.id })).toHaveLength(0)
  })

  it('fails on an unknown user (exit 1) and a wrong role (exit 2)', async () => {
    const unknown = await runCli(['users', 'deactivate', 'nobody@example.com'], env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/No user nobody@example\.com/)
    const wrong = await runCli(['users', 'set-role', 'staff@ledgerline.example', 'boss'], env)
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toMatch(/boss/)
  })
})

describe('ledgerline audit', () => {
  it('exports what the commands above did, as JSON or CSV, filtered by action and date', async () => {
    const json = await runCli(['audit', '--format', 'json'], env)
    expect(json.code, json.stderr).toBe(0)
    const events = JSON.parse(json.stdout) as Array<{ action: string; actorLabel: string; targetLabel: string }>
    expect(events.map((e) => e.action)).toEqual([
      'user.deactivated',
      'user.activated',
      'user.role_changed',
      'user.sessions_ended',
    ])
    for (const event of events) expect(event.actorLabel).toMatch(/^cli:/)

    const csv = await runCli(['audit', '--format', 'csv', '--action', 'user.deactivated'], env)
    expect(csv.code, csv.stderr).toBe(0)
    const [header, ...rows] = csv.stdout.trimEnd().split('\r\n')
    expect(header).toBe('id,createdAt,actorId,actorLabel,action,targetType,targetId,targetLabel,ip,userAgent,details')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain(',user.deactivated,user,')
    expect(rows[0]).toContain('staff@ledgerline.example')

    const none = await runCli(['audit', '--since', '2999-01-01'], env)
    expect(none.code, none.stderr).toBe(0)
    expect(JSON.parse(none.stdout)).toEqual([])
  })

  it('refuses a date it cannot read (exit 2)', async () => {
    const result = await runCli(['audit', '--since', 'last week'], env)
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/--since must be an ISO date/)
  })
})

describe('ledgerline users invite', () => {
  it('invites a person: the account waits for a password, the e-mail is queued, the link printed on request', async () => {
    const result = await runCli(
      [
        'users',
        'invite',
        '--email',
        'Ana@Firm.example',
        '--first-name',
        'Ana',
        '--last-name',
        'Diaz',
        '--role',
        'staff',
        '--print-link',
      ],
      env,
    )
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout.trim()).toMatch(/^http:\/\/localhost:3000\/account\/invitation#[\w-]{43}$/)
    expect(result.stderr).toMatch(/Invited ana@firm\.example .*e-mail is queued/)
    const user = await userRow('ana@firm.example')
    expect(user.passwordHash).toBeNull()
    const queued = await db('outbox').where({ kind: 'email', status: 'pending' })
    expect(queued).toHaveLength(1)
    expect(JSON.parse(queued[0].payload)).toMatchObject({ to: 'ana@firm.example' })
  })

  it('needs the client record for a client, and every field without a terminal (exit 2)', async () => {
    const client = await runCli(
      ['users', 'invite', '--email', 'c@home.example', '--first-name', 'C', '--last-name', 'D', '--role', 'client'],
      env,
    )
    expect(client.code).toBe(2)
    expect(client.stderr).toMatch(/--client is required/)
    const missing = await runCli(['users', 'invite', '--email', 'x@firm.example', '--role', 'staff'], env)
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/--first-name/)
    const taken = await runCli(
      [
        'users',
        'invite',
        '--email',
        'admin@ledgerline.example',
        '--first-name',
        'A',
        '--last-name',
        'B',
        '--role',
        'staff',
      ],
      env,
    )
    expect(taken.code).toBe(1)
    expect(taken.stderr).toMatch(/already exists/)
  })
})
