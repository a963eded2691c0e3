import type { AuditEvent } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { auditService, type AuditActor } from '../src/audit/service.js'
import { csvField } from '../src/audit/export.js'
import { sitesService } from '../src/sites/service.js'
import { tokensService } from '../src/tokens/service.js'
import { passGate, signIn, useApi } from './helpers.js'

const api = useApi({ each: true })

const UA = 'Mozilla/5.0 (audit test)'
const call = (cookie: string, method: string, url: string, payload?: object) =>
  api.call(cookie, method, url, payload, { 'user-agent': UA })

/** Every event, oldest first, straight from the table (what the admin screen pages through). */
async function events(): Promise<AuditEvent[]> {
  const all: AuditEvent[] = []
  for await (const event of auditService.stream(api.server.app.db, {})) all.push(event)
  return all
}

describe('the audit trail', () => {
  it('records sign-in success and failure with address and user agent, and logout', async () => {
    const gate = await passGate(api.server)
    const login = (password: string) =>
      api.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: gate, 'user-agent': UA },
        payload: { email: 'Staff@Ledgerline.example', password, portal: 'staff' },
      })
    expect((await login('wrong-password')).statusCode).toBe(401)
    const ok = await login('demo1234')
    expect(ok.statusCode).toBe(200)
    const cookie = `${gate}; ${ok.headers['set-cookie']![0]!.split(';')[0]}`
    expect((await call(cookie, 'GET', '/api/logout')).statusCode).toBe(302)

    const staffId = await api.idOf('staff@ledgerline.example')
    expect(await events()).toEqual([
      expect.objectContaining({
        action: 'auth.login_failed',
        actorId: null,
        actorLabel: 'staff@ledgerline.example',
        ip: '127.0.0.1',
        userAgent: UA,
        details: { portal: 'staff' },
      }),
      expect.objectContaining({ action: 'auth.login', actorId: staffId, actorLabel: 'staff@ledgerline.example' }),
      expect.objectContaining({ action: 'auth.logout', actorId: staffId, userAgent: UA }),
    ])
  })

  it('records who deactivated, reactivated, re-roled and ended the sessions of whom', async () => {
    const admin = await signIn(api.server, 'admin@ledgerline.example')
    const adminId = await api.idOf('admin@ledgerline.example')
    const staffId = await api.idOf('staff@ledgerline.example')
    await call(admin, 'PATCH', `/api/users/${staffId}`, { active: false })
    await call(admin, 'PATCH', `/api/users/${staffId}`, { active: true, role: 'manager' })
    await call(admin, 'DELETE', `/api/users/${staffId}/sessions`)
    // A refused change records nothing.
    await call(admin, 'PATCH', `/api/users/${adminId}`, { role: 'staff' })

    const managed = (await events()).filter((e) => e.action.startsWith('user.'))
    expect(managed.map((e) => e.action)).toEqual([
      'user.deactivated',
      'user.role_changed',
      'user.activated',
      'user.sessions_ended',
    ])
    for (const event of managed)
      expect(event).toMatchObject({
        actorId: adminId,
        actorLabel: 'admin@ledgerline.example',
        targetType: 'user',
        targetId: String(staffId),
        targetLabel: 'staff@ledgerline.example',
        userAgent: UA,
      })
    expect(managed[1]!.details).toEqual({ from: 'staff', to: 'manager' })
    expect(managed[3]!.details).toEqual({ ended: 0 })
  })

  it('records feedback status changes, deletions and exports (filters and row count), and API token use', async () => {
    const staff = await signIn(api.server, 'staff@ledgerline.example')
    const staffId = await api.idOf('staff@ledgerline.example')
    const { id } = await api.server.app.db('feedback').where({ status: 'open' }).first('id')
    expect((await call(staff, 'PATCH', `/api/feedback/${id}`, { status: 'locked' })).statusCode).toBe(200)
    // A priority change is not a status change.
    expect((await call(staff, 'PATCH', `/api/feedback/${id}`, { priority: 'high' })).statusCode).toBe(200)
    expect((await call(staff, 'DELETE', `/api/feedback/${id}`)).statusCode).toBe(204)
    const exported = await call(staff, 'GET', '/api/feedback/export/json?status=open')
    expect(exported.statusCode).toBe(200)
    const rows = (exported.json() as unknown[]).length

    const { token, summary } = await tokensService.create(api.server.app.db, { name: 'nightly report' })
    const byToken = await api.server.inject({
      method: 'GET',
      url: '/api/feedback/export/markdown',
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'ci-runner' },
    })
    expect(byToken.statusCode).toBe(200)
    const total = Number((await api.server.app.db('feedback').count({ n: '*' }).first())?.n)

    const all = await events()
    const of = (action: string) => all.filter((e) => e.action === action)
    expect(of('feedback.status_changed')).toEqual([
      expect.objectContaining({ actorId: staffId, targetId: String(id), details: { from: 'open', to: 'locked' } }),
    ])
    expect(of('feedback.deleted')).toEqual([expect.objectContaining({ actorId: staffId, targetId: String(id) })])
    expect(of('token.created')).toEqual([
      expect.objectContaining({ targetId: String(summary.id), targetLabel: 'nightly report' }),
    ])
    expect(of('token.used')).toEqual([
      expect.objectContaining({
        actorLabel: 'token:nightly report',
        userAgent: 'ci-runner',
        targetId: String(summary.id),
      }),
    ])
    expect(of('feedback.exported').map((e) => [e.actorLabel, e.details])).toEqual([
      ['staff@ledgerline.example', { format: 'json', filters: { status: 'open' }, rows, complete: true }],
      ['token:nightly report', { format: 'markdown', filters: {}, rows: total, complete: true }],
    ])
  })

  it('records API token revocation and site changes with the actor given', async () => {
    const operator: AuditActor = { id: null, label: 'cli:ops', ip: null, userAgent: 'ledgerline-cli' }
    const db = api.server.app.db
    const { summary } = await tokensService.create(db, { name: 'pipeline' }, operator)
    expect(await tokensService.revoke(db, summary.id, operator)).toBe(true)
    expect(await tokensService.revoke(db, summary.id, operator)).toBe(false)
    const site = await sitesService.add(db, { name: 'Marketing site', origins: ['https://www.example.com'] }, operator)
    expect(await sitesService.remove(db, site.key, operator)).toBe(true)

    expect((await events()).map((e) => [e.actorLabel, e.action, e.targetLabel])).toEqual([
      ['cli:ops', 'token.created', 'pipeline'],
      ['cli:ops', 'token.revoked', 'pipeline'],
      ['cli:ops', 'site.added', 'Marketing site'],
      ['cli:ops', 'site.removed', 'Marketing site'],
    ])
  })

  it('shows admins a page at a time, newest first, filtered by actor, action and date, with a Link to the next', async () => {
    const db = api.server.app.db
    const someone: AuditActor = { id: 42, label: 'ana@ledgerline.example', ip: '10.0.0.1', userAgent: 'x' }
    for (let i = 0; i < 5; i++) await auditService.record(db, someone, { action: 'user.sessions_ended' })
    await auditService.record(db, { ...someone, id: 7, label: 'bo@ledgerline.example' }, { action: 'auth.logout' })
    const admin = await signIn(api.server, 'admin@ledgerline.example')

    const first = await call(admin, 'GET', '/api/audit-events?actor=ana@ledgerline.example&limit=2')
    expect(first.statusCode).toBe(200)
    const page1 = first.json() as AuditEvent[]
    expect(page1).toHaveLength(2)
    expect(page1[0]!.id).toBeGreaterThan(page1[1]!.id)
    const link = first.headers.link as string
    expect(link).toMatch(/^<\/api\/audit-events\?actor=ana%40ledgerline\.example&limit=2&cursor=[\w-]+>; rel="next"$/)

    const seen = [...page1]
    let next: string | undefined = link.slice(1, link.indexOf('>'))
    while (next) {
      const res = await call(admin, 'GET', next)
      seen.push(...(res.json() as AuditEvent[]))
      const header = res.headers.link as string | undefined
      next = header ? header.slice(1, header.indexOf('>')) : undefined
    }
    expect(seen).toHaveLength(5)
    expect(new Set(seen.map((e) => e.id)).size).toBe(5)

    const byAction = (await call(admin, 'GET', '/api/audit-events?action=auth.logout')).json() as AuditEvent[]
    expect(byAction.map((e) => e.actorLabel)).toEqual(['bo@ledgerline.example'])
    const byId = (await call(admin, 'GET', '/api/audit-events?actor=7')).json() as AuditEvent[]
    expect(byId).toHaveLength(1)
    const future = (await call(admin, 'GET', '/api/audit-events?since=2999-01-01')).json() as AuditEvent[]
    expect(future).toEqual([])
    const past = (await call(admin, 'GET', '/api/audit-events?until=2000-01-01')).json() as AuditEvent[]
    expect(past).toEqual([])

    expect((await call(admin, 'GET', '/api/audit-events?cursor=nonsense')).statusCode).toBe(400)
    const badAction = await call(admin, 'GET', '/api/audit-events?action=user.exploded')
    expect(badAction.statusCode).toBe(400)
    expect(badAction.json().message).toMatch(/action/)
    expect((await call(admin, 'GET', '/api/audit-events?since=yesterday')).statusCode).toBe(400)
    expect(
      (await call(await signIn(api.server, 'staff@ledgerline.example'), 'GET', '/api/audit-events')).statusCode,
    ).toBe(403)
  })

  it('refuses to update or delete an event, in the database itself', async () => {
    const db = api.server.app.db
    await auditService.record(db, { id: null, label: 'system' }, { action: 'auth.logout' })
    await expect(db('audit_events').update({ actorLabel: 'someone else' })).rejects.toThrow(/append-only/)
    await expect(db('audit_events').delete()).rejects.toThrow(/append-only/)
    expect((await events()).map((e) => e.actorLabel)).toEqual(['system'])
  })

  it('writes CSV that a spreadsheet reads as text', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvField('Mozilla/5.0, like Gecko')).toBe('"Mozilla/5.0, like Gecko"')
    expect(csvField({ rows: 3 })).toBe('"{""rows"":3}"')
    expect(csvField(null)).toBe('')
  })
})
