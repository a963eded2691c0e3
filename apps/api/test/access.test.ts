import { describe, expect, it } from 'vitest'
import { feedbackService } from '../src/feedback/service.js'
import { parseScreenshotDataUrl } from '../src/feedback/screenshot.js'
import { sitesService } from '../src/sites/service.js'
import { tokensService } from '../src/tokens/service.js'
import { webhooksService } from '../src/webhooks/service.js'
import { GATE, passGate, signIn, useApi } from './helpers.js'
import { PNG_DATA_URL } from './images.js'

/**
 * Who may call what (SPEC.md §6, §7; DECISIONS.md §4, §6; docs/API.md): every /api route of the
 * server, called by every kind of caller, must answer the status this table says. A route that
 * is added without an entry here fails the last test.
 */

const CALLERS = ['none', 'gate', 'client', 'staff', 'manager', 'admin', 'token', 'site'] as const
type Caller = (typeof CALLERS)[number]
type Expected = Record<Caller, number>

const EMAILS: Partial<Record<Caller, string>> = {
  client: 'client@example.com',
  staff: 'staff@ledgerline.example',
  manager: 'manager@ledgerline.example',
  admin: 'admin@ledgerline.example',
}
const SITE_ORIGIN = 'https://embedding.example'

/** Internal roles get `ok`; a client 403; without a session 401. */
const internal = (ok: number): Expected => ({
  none: 401,
  gate: 401,
  client: 403,
  staff: ok,
  manager: ok,
  admin: ok,
  token: 401,
  site: 401,
})
/** Admins get `ok`; managers, staff and clients 403. */
const adminOnly = (ok: number): Expected => ({ ...internal(403), client: 403, admin: ok })
/** Admins get `ok`; staff, managers and clients 403; without a session 401. */
const admins = (ok: number): Expected => ({ ...internal(403), admin: ok })
/** Anyone signed in gets `ok`. */
const signedIn = (ok: number): Expected => ({ ...internal(ok), client: ok })
/**
 * A state-changing call from an embedding site's origin is cross-site: 403, whatever else it
 * carries (only the site-key submission of feedback is let through).
 */
const crossSite = (expected: Expected): Expected => ({ ...expected, site: 403 })
/** The gate is open to an API token (a stronger credential), so routes behind the gate alone answer it. */
const gateOnly = (ok: number): Expected => ({
  none: 401,
  gate: ok,
  client: ok,
  staff: ok,
  manager: ok,
  admin: ok,
  token: ok,
  site: 401,
})
const everyone = (status: number): Expected => ({
  none: status,
  gate: status,
  client: status,
  staff: status,
  manager: status,
  admin: status,
  token: status,
  site: status,
})

interface Context {
  caller: Caller
  /** An id for routes that need one, prepared by `prepare` for this caller. */
  id?: number
}

interface Entry {
  method: string
  path: string
  expected: Expected
  url?: (ctx: Context) => string
  payload?: (ctx: Context) => unknown
  prepare?: (ctx: Context) => Promise<number | undefined>
}

let token: string
let siteKey: string
const api = useApi({
  seed: async (server) => {
    token = (await tokensService.create(server.app.db, { name: 'access table' })).token
    siteKey = (await sitesService.add(server.app.db, { name: 'Embedding site', origins: [SITE_ORIGIN] })).key
  },
})
const db = () => api.server.app.db
const userId = async (caller: Caller) =>
  (
    await db()('users')
      .where({ email: EMAILS[caller] ?? EMAILS.staff })
      .first('id')
  ).id as number

const feedbackInput = {
  message: 'Access table entry',
  category: 'broken',
  pageUrl: '/staff',
  positionX: 1,
  positionY: 2,
}

/** An entry with a screenshot, submitted by the caller when they have an account (by staff otherwise). */
async function ownEntryWithScreenshot({ caller }: Context): Promise<number> {
  const user = await db()('users')
    .where({ email: EMAILS[caller] ?? EMAILS.staff })
    .first('id', 'username')
  const { entry } = await feedbackService.submit(
    db(),
    { kind: 'user', id: user.id, username: user.username },
    { ...feedbackInput, category: 'broken', screenshot: parseScreenshotDataUrl(PNG_DATA_URL) },
  )
  return entry.id
}

const TABLE: Entry[] = [
  // Gate and sign-in (DECISIONS.md §4).
  { method: 'POST', path: '/api/domain-auth', payload: () => GATE, expected: crossSite(everyone(204)) },
  { method: 'POST', path: '/api/domain-logout', expected: crossSite(everyone(204)) },
  {
    method: 'POST',
    path: '/api/auth/login',
    payload: () => ({ email: 'staff@ledgerline.example', password: 'demo1234', portal: 'staff' }),
    expected: crossSite(gateOnly(200)),
  },
  { method: 'GET', path: '/api/auth/user', expected: signedIn(200) },
  { method: 'GET', path: '/api/auth/settings', expected: gateOnly(200) },
  // The second factor: the code step needs the password step first (its cookie), enrolment a session or that step.
  {
    method: 'POST',
    path: '/api/auth/mfa/verify',
    payload: () => ({ code: '123456' }),
    expected: crossSite(gateOnly(401)),
  },
  {
    method: 'POST',
    path: '/api/auth/mfa/enrolment',
    prepare: async ({ caller }) => {
      // Each signed-in caller starts over: enrolment is refused once it is confirmed.
      if (caller in EMAILS) await db()('users').where({ email: EMAILS[caller] }).update({ mfaSecret: null })
      return undefined
    },
    expected: crossSite(signedIn(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/mfa/enrolment/confirm',
    payload: () => ({ code: '000000' }),
    expected: crossSite(signedIn(400)),
  },
  { method: 'GET', path: '/api/auth/mfa', expected: signedIn(200) },
  // Password reset: open behind the gate, the same answer for every address (issue 19.2).
  {
    method: 'POST',
    path: '/api/auth/password-reset',
    payload: ({ caller }) => ({ email: `reset-${caller}@ledgerline.example`, portal: 'staff' }),
    expected: crossSite(gateOnly(202)),
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/check',
    payload: () => ({ token: 'x'.repeat(43) }),
    expected: crossSite(gateOnly(404)),
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/complete',
    payload: () => ({ token: 'x'.repeat(43), password: 'a long enough password' }),
    expected: crossSite(gateOnly(404)),
  },
  {
    method: 'POST',
    path: '/api/set-demo-role',
    payload: ({ caller }) => ({ role: caller in EMAILS ? caller : 'staff' }),
    expected: crossSite(signedIn(200)),
  },
  { method: 'GET', path: '/api/logout', expected: gateOnly(302) },
  { method: 'GET', path: '/api/login', expected: gateOnly(302) },
  { method: 'GET', path: '/api/firm', expected: signedIn(200) },
  { method: 'GET', path: '/api/environment', expected: everyone(200) },

  // Conversations.
  { method: 'GET', path: '/api/conversations', expected: internal(200) },
  { method: 'GET', path: '/api/service-types', expected: internal(200) },

  // Notifications: one's own.
  { method: 'GET', path: '/api/notifications', expected: signedIn(200) },
  { method: 'GET', path: '/api/notifications/unread-count', expected: signedIn(200) },
  {
    method: 'POST',
    path: '/api/notifications/{id}/read',
    prepare: async ({ caller }) => {
      return (
        await db()('notifications')
          .where({ userId: await userId(caller) })
          .first('id')
      ).id
    },
    url: ({ id }) => `/api/notifications/${id}/read`,
    expected: crossSite(signedIn(200)),
  },

  // Documents: a client its own, internal roles all.
  { method: 'GET', path: '/api/documents', expected: signedIn(200) },
  { method: 'GET', path: '/api/document-categories', expected: signedIn(200) },
  {
    method: 'POST',
    path: '/api/documents/{id}/process',
    prepare: async () => {
      const client = await db()('clients').where({ email: 'client@example.com' }).first('id')
      const { id } = await db()('documents').where({ clientId: client.id }).orderBy('id').first('id')
      await db()('documents').where({ id }).update({ status: 'uploaded', processingClaimedAt: null })
      return id
    },
    url: ({ id }) => `/api/documents/${id}/process`,
    expected: crossSite(signedIn(202)),
  },

  // Library, clients, users: internal roles.
  { method: 'GET', path: '/api/library/flow-templates', expected: internal(200) },
  { method: 'GET', path: '/api/library/action-templates', expected: internal(200) },
  { method: 'GET', path: '/api/library/files', expected: internal(200) },
  { method: 'GET', path: '/api/clients', expected: internal(200) },
  { method: 'GET', path: '/api/users', expected: internal(200) },
  {
    method: 'GET',
    path: '/api/users/{id}',
    prepare: () => userId('staff'),
    url: ({ id }) => `/api/users/${id}`,
    expected: internal(200),
  },

  // Managing people: admins only (DECISIONS.md §4).
  {
    method: 'PATCH',
    path: '/api/users/{id}',
    prepare: () => userId('staff'),
    url: ({ id }) => `/api/users/${id}`,
    payload: () => ({ active: true }),
    expected: crossSite(admins(200)),
  },
  {
    method: 'DELETE',
    path: '/api/users/{id}/sessions',
    prepare: () => userId('manager'),
    url: ({ id }) => `/api/users/${id}/sessions`,
    expected: crossSite(admins(200)),
  },

  {
    method: 'POST',
    path: '/api/users/invitations',
    payload: ({ caller }) => ({
      email: `invitee-${caller}-${Math.random().toString(36).slice(2)}@ledgerline.example`,
      firstName: 'In',
      lastName: 'Vitee',
      role: 'staff',
    }),
    expected: crossSite(admins(201)),
  },
  // Accepting an invitation needs no session (only the gate); an unknown link is 404.
  {
    method: 'POST',
    path: '/api/invitations/check',
    payload: () => ({ token: 'x'.repeat(43) }),
    expected: crossSite(gateOnly(404)),
  },
  {
    method: 'POST',
    path: '/api/invitations/accept',
    payload: () => ({ token: 'x'.repeat(43), password: 'a long enough password' }),
    expected: crossSite(gateOnly(404)),
  },

  {
    method: 'DELETE',
    path: '/api/users/{id}/mfa',
    prepare: () => userId('manager'),
    url: ({ id }) => `/api/users/${id}/mfa`,
    expected: crossSite(admins(200)),
  },
  // The audit trail: admins only.
  { method: 'GET', path: '/api/audit-events', expected: admins(200) },

  // Feedback (DECISIONS.md §6).
  { method: 'POST', path: '/api/feedback', payload: () => feedbackInput, expected: { ...signedIn(201), site: 201 } },
  { method: 'GET', path: '/api/feedback', expected: internal(200) },
  { method: 'GET', path: '/api/feedback', url: () => '/api/feedback?pageUrl=%2Fstaff', expected: signedIn(200) },
  { method: 'GET', path: '/api/feedback/count', expected: signedIn(200) },
  { method: 'GET', path: '/api/feedback/mine', expected: signedIn(200) },
  { method: 'GET', path: '/api/feedback/summary', expected: internal(200) },
  {
    method: 'PATCH',
    path: '/api/feedback/{id}',
    prepare: async () => (await db()('feedback').where({ status: 'open' }).first('id')).id,
    url: ({ id }) => `/api/feedback/${id}`,
    payload: () => ({ priority: 'high' }),
    expected: crossSite(internal(200)),
  },
  {
    method: 'DELETE',
    path: '/api/feedback/{id}',
    prepare: async () => {
      const [row] = await db()('feedback')
        .insert({
          ...feedbackInput,
          reporterName: 'x',
          status: 'open',
          priority: 'normal',
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        })
        .returning('id')
      return typeof row === 'object' ? row.id : row
    },
    url: ({ id }) => `/api/feedback/${id}`,
    expected: crossSite(internal(204)),
  },
  // One entry and its screenshot: its reporter and internal roles (issue 17); the 404 cases are in feedback-evidence.test.ts.
  {
    method: 'GET',
    path: '/api/feedback/{id}',
    prepare: ownEntryWithScreenshot,
    url: ({ id }) => `/api/feedback/${id}`,
    expected: signedIn(200),
  },
  {
    method: 'GET',
    path: '/api/feedback/{id}/screenshot',
    prepare: ownEntryWithScreenshot,
    url: ({ id }) => `/api/feedback/${id}/screenshot`,
    expected: signedIn(200),
  },
  {
    method: 'GET',
    path: '/api/feedback/{id}/screenshot',
    // Someone else's entry (staff's), asked for by everyone: only internal roles see it, a client is told nothing.
    prepare: () => ownEntryWithScreenshot({ caller: 'staff' }),
    url: ({ id }) => `/api/feedback/${id}/screenshot`,
    expected: { ...signedIn(200), client: 404 },
  },
  {
    method: 'GET',
    path: '/api/feedback/export/{format}',
    url: () => '/api/feedback/export/json',
    expected: { ...internal(200), token: 200 },
  },
  {
    method: 'GET',
    path: '/api/feedback/export/{format}',
    url: () => '/api/feedback/export/markdown',
    expected: { ...internal(200), token: 200 },
  },

  // The pipeline's report: internal roles, or a token with the report (or export) scope.
  { method: 'GET', path: '/api/feedback/report', expected: { ...internal(200), token: 200 } },

  // Webhook endpoints: admins only (issue 18).
  { method: 'GET', path: '/api/webhooks', expected: adminOnly(200) },
  { method: 'GET', path: '/api/webhooks/deliveries', expected: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/webhooks',
    payload: () => ({ url: 'http://127.0.0.1:9/hook', events: ['feedback.created'] }),
    expected: crossSite(adminOnly(201)),
  },
  {
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    prepare: async () =>
      (await webhooksService.add(db(), { url: 'http://127.0.0.1:9/hook', events: ['feedback.deleted'] })).endpoint.id,
    url: ({ id }) => `/api/webhooks/${id}`,
    expected: crossSite(adminOnly(204)),
  },
  {
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    // Nothing listens on port 9: the test delivery fails, which an admin learns as 502.
    prepare: async () =>
      (await webhooksService.add(db(), { url: 'http://127.0.0.1:9/hook', events: ['feedback.deleted'] })).endpoint.id,
    url: ({ id }) => `/api/webhooks/${id}/test`,
    expected: crossSite(adminOnly(502)),
  },

  // Unknown /api paths are 404 JSON for everyone, before or after the gate.
  ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({
    method,
    path: '/api/{any*}',
    url: () => '/api/no-such-route',
    expected: method === 'GET' ? everyone(404) : crossSite(everyone(404)),
  })),
]

async function headersFor(caller: Caller): Promise<Record<string, string>> {
  switch (caller) {
    case 'none':
      return {}
    case 'gate':
      return { cookie: await passGate(api.server) }
    case 'token':
      return { authorization: `Bearer ${token}` }
    case 'site':
      return { 'x-ledgerline-site-key': siteKey, origin: SITE_ORIGIN }
    default:
      // A fresh session per call: logout and domain-logout end the one they are sent with.
      return { cookie: await signIn(api.server, EMAILS[caller]!) }
  }
}

describe('route access', () => {
  for (const entry of TABLE) {
    const label = entry.url ? entry.url({ caller: 'none', id: 1 }) : entry.path
    it(`${entry.method} ${label}`, async () => {
      const answers: Partial<Record<Caller, number>> = {}
      for (const caller of CALLERS) {
        const ctx: Context = { caller }
        ctx.id = await entry.prepare?.(ctx)
        const payload = entry.payload?.(ctx)
        const res = await api.server.inject({
          method: entry.method,
          url: entry.url?.(ctx) ?? entry.path,
          headers: await headersFor(caller),
          ...(payload === undefined ? {} : { payload: payload as object }),
        })
        answers[caller] = res.statusCode
      }
      expect(answers).toEqual(entry.expected)
    })
  }

  it('gives a client only its own pins of a page, internal roles every pin (DECISIONS.md §6)', async () => {
    const pageUrl = '/access-pins'
    const post = async (caller: Caller) => {
      const res = await api.server.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: await headersFor(caller),
        payload: { ...feedbackInput, pageUrl },
      })
      expect(res.statusCode).toBe(201)
      return (res.result as { id: number }).id
    }
    const fromClient = await post('client')
    const fromStaff = await post('staff')
    const fromSite = await post('site')
    const pins = async (caller: Caller) => {
      const res = await api.server.inject({
        url: `/api/feedback?pageUrl=${encodeURIComponent(pageUrl)}`,
        headers: await headersFor(caller),
      })
      expect(res.statusCode).toBe(200)
      return (res.result as Array<{ id: number }>).map((f) => f.id).sort((a, b) => a - b)
    }
    expect(await pins('client')).toEqual([fromClient])
    for (const caller of ['staff', 'manager', 'admin'] as const)
      expect(await pins(caller)).toEqual([fromClient, fromStaff, fromSite].sort((a, b) => a - b))
  })

  it('has an entry for every /api route of the server', () => {
    const routes = api.server
      .table()
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
    const covered = new Set(TABLE.map((entry) => `${entry.method} ${entry.path}`))
    expect(routes.filter((route) => !covered.has(route))).toEqual([])
    expect([...covered].filter((route) => !routes.includes(route))).toEqual([])
  })
})
