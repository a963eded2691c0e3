import { describe, expect, it } from 'vitest'
import { usersAdmin } from '../src/users/admin.js'
import { cookiesOf, passGate, useApi } from './helpers.js'
import { linkTokenFor, sentMail } from './mail.js'

const ADMIN = { email: 'owner@firm.example', password: 'a long admin passphrase' }
const api = useApi({
  each: true,
  dataDir: true,
  // Production-like: no demo accounts, no demo sign-in rule.
  env: { DEMO_MODE: 'off' },
  publicUrl: 'https://portal.firm.example',
  accounts: [{ ...ADMIN, firstName: 'Olive', lastName: 'Owner', role: 'admin' }],
})

async function login(email: string, password: string, portal: 'client' | 'staff' = 'staff') {
  const gate = await passGate(api.server)
  const res = await api.call(gate, 'POST', '/api/auth/login', { email, password, portal })
  return Object.assign(res, { cookie: cookiesOf(res, gate) })
}

const invitee = { email: 'ada@firm.example', firstName: 'Ada', lastName: 'Park', role: 'staff' }

describe('invitations', () => {
  it('invites a person who sets a password once from the e-mailed link, then signs in', async () => {
    const admin = (await login(ADMIN.email, ADMIN.password)).cookie
    const invited = await api.call(admin, 'POST', '/api/users/invitations', invitee)
    expect(invited.statusCode).toBe(201)
    expect(invited.json()).toMatchObject({ email: 'ada@firm.example', role: 'staff', status: 'invited', active: true })

    const [mail] = await sentMail(api.server, api.dataDir)
    expect(mail).toMatchObject({ to: 'ada@firm.example', subject: 'You are invited to Ledgerline Tax & Advisory' })
    expect(mail!.text).toContain('owner@firm.example invited you')
    expect(mail!.text).toMatch(/https:\/\/portal\.firm\.example\/account\/invitation#[\w-]{43}/)
    expect(mail!.text).toContain('within 72 hours')
    const token = await linkTokenFor(api.server, api.dataDir, 'ada@firm.example', '/account/invitation')
    const gate = await passGate(api.server)

    const checked = await api.call(gate, 'POST', '/api/invitations/check', { token })
    expect(checked.statusCode).toBe(200)
    expect(checked.json()).toMatchObject({ email: 'ada@firm.example', firstName: 'Ada' })
    // Not signed in yet: no password.
    expect((await login('ada@firm.example', '')).statusCode).toBe(400)

    for (const [password, reason] of [
      ['short pass', /at least 12 characters/],
      ['            ', /blank/],
      ['qwerty123456', /too common/],
      ['ada@firm.example', /e-mail address/],
    ] as const) {
      const refused = await api.call(gate, 'POST', '/api/invitations/accept', { token, password })
      expect(refused.statusCode, password).toBe(400)
      expect(refused.json().message).toMatch(reason)
    }
    const accepted = await api.call(gate, 'POST', '/api/invitations/accept', {
      token,
      password: 'correct horse battery',
    })
    expect(accepted.statusCode).toBe(204)

    const again = await api.call(gate, 'POST', '/api/invitations/accept', {
      token,
      password: 'another good passphrase',
    })
    expect(again.statusCode).toBe(410)
    expect(again.json().message).toBe('This invitation link has already been used.')
    expect((await api.call(gate, 'POST', '/api/invitations/check', { token })).statusCode).toBe(410)

    const signedIn = await login('ada@firm.example', 'correct horse battery')
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ email: 'ada@firm.example', role: 'staff' })
    const listed = (await api.call(admin, 'GET', '/api/users')).json() as Array<{ email: string; status: string }>
    expect(listed.find((u) => u.email === 'ada@firm.example')?.status).toBe('active')

    const actions = await api.server.app.db('audit_events').orderBy('id').pluck('action')
    expect(actions).toEqual(expect.arrayContaining(['user.invited', 'user.invitation_accepted']))
  })

  it('says so when a link has expired or is unknown', async () => {
    const admin = (await login(ADMIN.email, ADMIN.password)).cookie
    await api.call(admin, 'POST', '/api/users/invitations', invitee)
    const token = await linkTokenFor(api.server, api.dataDir, 'ada@firm.example', '/account/invitation')
    await api.server.app.db('accountLinks').update({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    const gate = await passGate(api.server)
    const expired = await api.call(gate, 'POST', '/api/invitations/accept', {
      token,
      password: 'correct horse battery',
    })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().message).toBe('This invitation link has expired.')
    const unknown = await api.call(gate, 'POST', '/api/invitations/check', { token: 'x'.repeat(43) })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toMatch(/not valid/)
  })

  it('sends a new link when invited again, and the old one stops working', async () => {
    const admin = (await login(ADMIN.email, ADMIN.password)).cookie
    await api.call(admin, 'POST', '/api/users/invitations', invitee)
    const first = await linkTokenFor(api.server, api.dataDir, 'ada@firm.example', '/account/invitation')
    expect((await api.call(admin, 'POST', '/api/users/invitations', invitee)).statusCode).toBe(201)
    const second = await linkTokenFor(api.server, api.dataDir, 'ada@firm.example', '/account/invitation')
    expect(second).not.toBe(first)
    const gate = await passGate(api.server)
    expect((await api.call(gate, 'POST', '/api/invitations/check', { token: first })).statusCode).toBe(410)
    expect((await api.call(gate, 'POST', '/api/invitations/check', { token: second })).statusCode).toBe(200)
  })

  it('invites a client for its client record, who then uses the client portal', async () => {
    const admin = (await login(ADMIN.email, ADMIN.password)).cookie
    const [clientId] = await api.server.app
      .db('clients')
      .insert({
        firstName: 'Cleo',
        lastName: 'Client',
        email: 'cleo@home.example',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .then((rows) => rows.map((r) => (typeof r === 'object' ? r.id : r)))
    const payload = { email: 'cleo@home.example', firstName: 'Cleo', lastName: 'Client', role: 'client' }
    const missing = await api.call(admin, 'POST', '/api/users/invitations', payload)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/clientId/)
    expect(
      (await api.call(admin, 'POST', '/api/users/invitations', { ...payload, clientId: 999_999 })).statusCode,
    ).toBe(400)
    const invited = await api.call(admin, 'POST', '/api/users/invitations', { ...payload, clientId })
    expect(invited.statusCode).toBe(201)
    expect((await api.server.app.db('clients').where({ id: clientId }).first()).userId).toBe(invited.json().id)

    const token = await linkTokenFor(api.server, api.dataDir, 'cleo@home.example', '/account/invitation')
    const gate = await passGate(api.server)
    await api.call(gate, 'POST', '/api/invitations/accept', { token, password: 'my own long secret' })
    expect((await login('cleo@home.example', 'my own long secret', 'client')).statusCode).toBe(200)
  })

  it('refuses a taken e-mail, a client record for staff, and anyone but an admin', async () => {
    const admin = (await login(ADMIN.email, ADMIN.password)).cookie
    const taken = await api.call(admin, 'POST', '/api/users/invitations', { ...invitee, email: ADMIN.email })
    expect(taken.statusCode).toBe(409)
    const mixed = await api.call(admin, 'POST', '/api/users/invitations', { ...invitee, clientId: 1 })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().message).toMatch(/only for client invitations/)
    expect((await api.call(admin, 'POST', '/api/users/invitations', { ...invitee, role: 'boss' })).statusCode).toBe(400)

    await usersAdmin.create(
      api.server.app.db,
      { email: 'sam@firm.example', password: 'staff passphrase', firstName: 'Sam', lastName: 'Staff', role: 'staff' },
      api.server.app.config.scryptCost,
    )
    const staff = (await login('sam@firm.example', 'staff passphrase')).cookie
    expect((await api.call(staff, 'POST', '/api/users/invitations', invitee)).statusCode).toBe(403)
    expect(await sentMail(api.server, api.dataDir)).toEqual([])
  })
})
