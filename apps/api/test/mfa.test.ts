import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'
import { usersAdmin } from '../src/users/admin.js'
import { cookiesOf, passGate, useApi, type Answer as BaseAnswer } from './helpers.js'
import { linkTokenFor } from './mail.js'

const ADMIN = { email: 'owner@firm.example', password: 'a long admin passphrase' }
const MAX_FAILURES = 3
const api = useApi({
  each: true,
  dataDir: true,
  env: { DEMO_MODE: 'off', REQUIRE_MFA: 'on', LOGIN_MAX_PER_ACCOUNT: String(MAX_FAILURES) },
  accounts: [{ ...ADMIN, firstName: 'Olive', lastName: 'Owner', role: 'admin' }],
})

type Answer = BaseAnswer & { cookie: string }

/** A browser's cookie jar over server.inject. */
class Browser {
  cookie = ''
  async call(method: string, url: string, payload?: object): Promise<Answer> {
    const res = await api.server.inject({
      method,
      url,
      headers: { cookie: this.cookie },
      ...(payload ? { payload } : {}),
    })
    this.cookie = cookiesOf(res, this.cookie)
    return Object.assign(res, { json: () => JSON.parse(res.payload), cookie: this.cookie })
  }
  static async atGate(): Promise<Browser> {
    const browser = new Browser()
    browser.cookie = await passGate(api.server)
    return browser
  }
}

/** The code an authenticator app shows, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

async function signInAdmin(): Promise<Browser> {
  const browser = await Browser.atGate()
  const first = await browser.call('POST', '/api/auth/login', { ...ADMIN, portal: 'staff' })
  expect(first.statusCode).toBe(202)
  expect(first.json()).toEqual({ mfaRequired: true, enrol: true })
  const { secret } = (await browser.call('POST', '/api/auth/mfa/enrolment')).json()
  expect(
    (await browser.call('POST', '/api/auth/mfa/enrolment/confirm', { code: await codeFor(secret) })).statusCode,
  ).toBe(200)
  return browser
}

describe('second factor (TOTP)', () => {
  it('takes an invited staff member from the link to a password, enrolment, and a sign-in with a code', async () => {
    const admin = await signInAdmin()
    const invite = { email: 'ada@firm.example', firstName: 'Ada', lastName: 'Park', role: 'staff' }
    expect((await admin.call('POST', '/api/users/invitations', invite)).statusCode).toBe(201)
    const token = await linkTokenFor(api.server, api.dataDir, 'ada@firm.example', '/account/invitation')
    const ada = await Browser.atGate()
    const password = 'correct horse battery'
    expect((await ada.call('POST', '/api/invitations/accept', { token, password })).statusCode).toBe(204)

    // Password right, but an internal role must enrol before it gets a session.
    const login = await ada.call('POST', '/api/auth/login', { email: invite.email, password, portal: 'staff' })
    expect(login.statusCode).toBe(202)
    expect(login.json()).toEqual({ mfaRequired: true, enrol: true })
    expect((await ada.call('GET', '/api/auth/user')).statusCode).toBe(401)

    const enrolment = (await ada.call('POST', '/api/auth/mfa/enrolment')).json()
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*ada%40firm\.example.*secret=/)
    expect(enrolment.qrCodeSvg).toMatch(/^<svg/)
    const wrong = await ada.call('POST', '/api/auth/mfa/enrolment/confirm', { code: '000000' })
    expect(wrong.statusCode).toBe(400)
    const enrolled = await ada.call('POST', '/api/auth/mfa/enrolment/confirm', {
      code: await codeFor(enrolment.secret),
    })
    expect(enrolled.statusCode).toBe(200)
    const { recoveryCodes } = enrolled.json() as { recoveryCodes: string[] }
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect((await ada.call('GET', '/api/auth/user')).json()).toMatchObject({ email: invite.email })
    // Only hashes are kept.
    const stored = await api.server.app.db('mfaRecoveryCodes').pluck('codeHash')
    expect(stored).not.toContain(recoveryCodes[0])

    // Next sign-in: password, then a code. The code used to enrol cannot be replayed.
    const later = await Browser.atGate()
    const again = await later.call('POST', '/api/auth/login', { email: invite.email, password, portal: 'staff' })
    expect(again.json()).toEqual({ mfaRequired: true, enrol: false })
    const replay = await later.call('POST', '/api/auth/mfa/verify', { code: await codeFor(enrolment.secret) })
    expect(replay.statusCode).toBe(401)
    const verified = await later.call('POST', '/api/auth/mfa/verify', { code: await codeFor(enrolment.secret, 1) })
    expect(verified.statusCode).toBe(200)
    expect((await later.call('GET', '/api/auth/user')).json()).toMatchObject({ email: invite.email, role: 'staff' })
    expect((await later.call('GET', '/api/auth/mfa')).json()).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    })

    const actions = await api.server.app
      .db('audit_events')
      .where({ actorLabel: invite.email })
      .orderBy('id')
      .pluck('action')
    expect(actions).toEqual([
      'user.invitation_accepted',
      'user.mfa_enrolled',
      'auth.login',
      'auth.mfa_failed',
      'auth.mfa_used',
      'auth.login',
    ])
  })

  it('accepts each recovery code once', async () => {
    const codes = await enrolledCodes('sam@firm.example')
    const first = await Browser.atGate()
    await first.call('POST', '/api/auth/login', { email: 'sam@firm.example', password: SAM_PASSWORD, portal: 'staff' })
    const used = await first.call('POST', '/api/auth/mfa/verify', { code: codes[0]!.toUpperCase() })
    expect(used.statusCode).toBe(200)
    const second = await Browser.atGate()
    await second.call('POST', '/api/auth/login', { email: 'sam@firm.example', password: SAM_PASSWORD, portal: 'staff' })
    expect((await second.call('POST', '/api/auth/mfa/verify', { code: codes[0]! })).statusCode).toBe(401)
    expect((await second.call('POST', '/api/auth/mfa/verify', { code: codes[1]! })).statusCode).toBe(200)
  })

  it('throttles the code step like the password step', async () => {
    const codes = await enrolledCodes('sam@firm.example')
    const browser = await Browser.atGate()
    await browser.call('POST', '/api/auth/login', {
      email: 'sam@firm.example',
      password: SAM_PASSWORD,
      portal: 'staff',
    })
    const statuses = []
    for (let i = 0; i < MAX_FAILURES; i++)
      statuses.push((await browser.call('POST', '/api/auth/mfa/verify', { code: '000000' })).statusCode)
    expect(statuses).toEqual(Array(MAX_FAILURES).fill(401))
    // Even a right code is refused now.
    expect((await browser.call('POST', '/api/auth/mfa/verify', { code: codes[2]! })).statusCode).toBe(429)
  })

  it('lets an admin turn off a lost second factor, so the user sets it up again', async () => {
    await enrolledCodes('sam@firm.example')
    const admin = await signInAdmin()
    const { id } = await api.server.app.db('users').where({ email: 'sam@firm.example' }).first('id')
    const listed = (await admin.call('GET', `/api/users/${id}`)).json()
    expect(listed.mfaEnabled).toBe(true)
    const reset = await admin.call('DELETE', `/api/users/${id}/mfa`)
    expect(reset.statusCode).toBe(200)
    expect(reset.json().mfaEnabled).toBe(false)
    expect(await api.server.app.db('mfaRecoveryCodes').where({ userId: id })).toHaveLength(0)
    const sam = await Browser.atGate()
    const login = await sam.call('POST', '/api/auth/login', {
      email: 'sam@firm.example',
      password: SAM_PASSWORD,
      portal: 'staff',
    })
    expect(login.json()).toEqual({ mfaRequired: true, enrol: true })
    const audit = await api.server.app.db('audit_events').where({ action: 'user.mfa_disabled' }).first()
    expect(audit).toMatchObject({ actorLabel: ADMIN.email, targetLabel: 'sam@firm.example' })
  })

  it('refuses the code step without the password step', async () => {
    const browser = await Browser.atGate()
    const res = await browser.call('POST', '/api/auth/mfa/verify', { code: '123456' })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toMatch(/password first/)
    expect((await browser.call('POST', '/api/auth/mfa/enrolment')).statusCode).toBe(401)
  })

  it('is optional for clients: none until they enrol from their session, then asked at sign-in', async () => {
    await usersAdmin.create(
      api.server.app.db,
      { email: 'cleo@home.example', password: 'client passphrase', firstName: 'C', lastName: 'L', role: 'client' },
      api.server.app.config.scryptCost,
    )
    const client = await Browser.atGate()
    const login = await client.call('POST', '/api/auth/login', {
      email: 'cleo@home.example',
      password: 'client passphrase',
      portal: 'client',
    })
    expect(login.statusCode).toBe(200)
    expect((await client.call('GET', '/api/auth/mfa')).json()).toMatchObject({ enabled: false, required: false })
    const { secret } = (await client.call('POST', '/api/auth/mfa/enrolment')).json()
    const confirmed = await client.call('POST', '/api/auth/mfa/enrolment/confirm', { code: await codeFor(secret) })
    expect(confirmed.statusCode).toBe(200)
    const next = await Browser.atGate()
    const asked = await next.call('POST', '/api/auth/login', {
      email: 'cleo@home.example',
      password: 'client passphrase',
      portal: 'client',
    })
    expect(asked.json()).toEqual({ mfaRequired: true, enrol: false })
  })
})

const SAM_PASSWORD = 'staff passphrase'

/** A staff account enrolled through the API; answers its recovery codes. */
async function enrolledCodes(email: string): Promise<string[]> {
  await usersAdmin.create(
    api.server.app.db,
    { email, password: SAM_PASSWORD, firstName: 'Sam', lastName: 'Staff', role: 'staff' },
    api.server.app.config.scryptCost,
  )
  const browser = await Browser.atGate()
  await browser.call('POST', '/api/auth/login', { email, password: SAM_PASSWORD, portal: 'staff' })
  const { secret } = (await browser.call('POST', '/api/auth/mfa/enrolment')).json()
  return (await browser.call('POST', '/api/auth/mfa/enrolment/confirm', { code: await codeFor(secret) })).json()
    .recoveryCodes
}
