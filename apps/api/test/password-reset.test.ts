import { beforeEach, describe, expect, it } from 'vitest'
import { RESET_MAX_PER_ACCOUNT, RESET_REQUESTED_MESSAGE } from '../src/auth/password-reset.js'
import { cookiesOf, passGate, useApi } from './helpers.js'
import { linkTokenFor, sentMail } from './mail.js'

const STAFF = { email: 'sam@firm.example', password: 'the old passphrase' }
const api = useApi({
  each: true,
  dataDir: true,
  env: { DEMO_MODE: 'off' },
  accounts: [{ ...STAFF, firstName: 'Sam', lastName: 'Staff', role: 'staff' }],
})
let gate: string
beforeEach(async () => {
  gate = await passGate(api.server)
})

async function login(email: string, password: string) {
  const res = await api.call(gate, 'POST', '/api/auth/login', { email, password, portal: 'staff' })
  return Object.assign(res, { cookie: cookiesOf(res, gate) })
}

const ask = (email: string, portal = 'staff') => api.call(gate, 'POST', '/api/auth/password-reset', { email, portal })

describe('password reset', () => {
  it('answers every address the same and mails a link only to an account of that portal', async () => {
    const known = await ask('Sam@Firm.example')
    const unknown = await ask('nobody@firm.example')
    const wrongPortal = await ask('sam@firm.example', 'client')
    for (const res of [known, unknown, wrongPortal]) {
      expect(res.statusCode).toBe(202)
      expect(res.json()).toEqual({ message: RESET_REQUESTED_MESSAGE })
    }
    const mail = await sentMail(api.server, api.dataDir)
    expect(mail.map((m) => m.to)).toEqual(['sam@firm.example'])
    expect(mail[0]!.subject).toBe('Reset your Ledgerline Tax & Advisory password')
    expect(mail[0]!.text).toMatch(/\/account\/reset\?portal=staff#[\w-]{43}/)
    expect(mail[0]!.text).toContain('within 30 minutes')
  })

  it('sets a new password once, ends every session, and the old password stops working', async () => {
    const laptop = (await login(STAFF.email, STAFF.password)).cookie
    const phone = (await login(STAFF.email, STAFF.password)).cookie
    await ask(STAFF.email)
    const token = await linkTokenFor(api.server, api.dataDir, STAFF.email, '/account/reset')

    expect((await api.call(gate, 'POST', '/api/auth/password-reset/check', { token })).json()).toMatchObject({
      email: STAFF.email,
    })
    const weak = await api.call(gate, 'POST', '/api/auth/password-reset/complete', { token, password: 'password1234' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toMatch(/too common|at least/)
    const done = await api.call(gate, 'POST', '/api/auth/password-reset/complete', {
      token,
      password: 'a brand new passphrase',
    })
    expect(done.statusCode).toBe(204)

    for (const cookie of [laptop, phone]) expect((await api.call(cookie, 'GET', '/api/auth/user')).statusCode).toBe(401)
    expect((await login(STAFF.email, STAFF.password)).statusCode).toBe(401)
    expect((await login(STAFF.email, 'a brand new passphrase')).statusCode).toBe(200)

    const reused = await api.call(gate, 'POST', '/api/auth/password-reset/complete', {
      token,
      password: 'yet another passphrase',
    })
    expect(reused.statusCode).toBe(410)
    expect(reused.json().message).toBe('This password reset link has already been used.')

    const actions = await api.server.app.db('audit_events').orderBy('id').pluck('action')
    expect(actions).toEqual(expect.arrayContaining(['user.password_reset_requested', 'user.password_reset']))
    const reset = await api.server.app.db('audit_events').where({ action: 'user.password_reset' }).first()
    expect(JSON.parse(reset.details)).toEqual({ sessionsEnded: 2 })
  })

  it('refuses a link after 30 minutes', async () => {
    await ask(STAFF.email)
    const token = await linkTokenFor(api.server, api.dataDir, STAFF.email, '/account/reset')
    const link = await api.server.app.db('accountLinks').where({ purpose: 'reset' }).first()
    expect(
      Date.parse(new Date(link.expiresAt).toISOString()) - Date.parse(new Date(link.createdAt).toISOString()),
    ).toBe(30 * 60 * 1000)
    await api.server.app.db('accountLinks').update({ expiresAt: new Date(Date.now() - 1).toISOString() })
    const res = await api.call(gate, 'POST', '/api/auth/password-reset/complete', {
      token,
      password: 'a brand new one!',
    })
    expect(res.statusCode).toBe(410)
    expect(res.json().message).toBe('This password reset link has expired.')
  })

  it('throttles requests per address asked for, whether or not it has an account', async () => {
    for (const email of [STAFF.email, 'nobody@firm.example']) {
      for (let i = 0; i < RESET_MAX_PER_ACCOUNT; i++) expect((await ask(email)).statusCode).toBe(202)
      const refused = await ask(email)
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBeDefined()
    }
    expect((await sentMail(api.server, api.dataDir)).length).toBe(RESET_MAX_PER_ACCOUNT)
  })

  it('throttles requests per client address across accounts', async () => {
    const statuses = []
    for (let i = 0; i < 21; i++) statuses.push((await ask(`someone-${i}@firm.example`)).statusCode)
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})
