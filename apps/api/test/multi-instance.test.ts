import knexFactory, { type Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SESSION_CACHE_MS } from '../src/auth/sessions.js'
import { freshDatabaseUrl } from './helpers.js'
import { Browser, startServerProcess, type ServerProcess } from './server-process.js'

const SESSION_PASSWORD = 'a-shared-session-password-for-both-instances-0123456789'
const MAX_FAILURES_PER_ACCOUNT = 4
const DOCUMENTS = 8

/** Every update of a document, with the instance (application_name) that made it. */
const AUDIT_SQL = `
  CREATE TABLE "documentAudit" (seq serial PRIMARY KEY, "documentId" int, "oldStatus" text, "newStatus" text,
    "oldClaim" timestamptz, "newClaim" timestamptz, instance text);
  CREATE FUNCTION audit_document() RETURNS trigger AS $$ BEGIN
    INSERT INTO "documentAudit" ("documentId", "oldStatus", "newStatus", "oldClaim", "newClaim", instance)
    VALUES (NEW.id, OLD.status, NEW.status, OLD."processingClaimedAt", NEW."processingClaimedAt", current_setting('application_name'));
    RETURN NEW;
  END $$ LANGUAGE plpgsql;
  CREATE TRIGGER audit_document AFTER UPDATE ON documents FOR EACH ROW EXECUTE FUNCTION audit_document();`

interface AuditRow {
  documentId: number
  oldStatus: string
  newStatus: string
  oldClaim: Date | null
  newClaim: Date | null
  instance: string
}

/** One database, two API processes, as a larger firm runs them behind a load balancer (PostgreSQL only). */
describe.skipIf(!inject('pgUrl'))('two API instances on one PostgreSQL database (run by the api-pg pass only)', () => {
  let a: ServerProcess
  let b: ServerProcess
  let db: Knex

  beforeAll(async () => {
    const url = new URL(await freshDatabaseUrl())
    const env = (name: string) => {
      url.searchParams.set('application_name', name)
      return { DATABASE_URL: url.toString(), SESSION_PASSWORD, LOGIN_MAX_PER_ACCOUNT: String(MAX_FAILURES_PER_ACCOUNT) }
    }
    // The first one migrates and seeds; the second finds the database ready.
    a = await startServerProcess(env('instance-a'))
    b = await startServerProcess(env('instance-b'))
    url.searchParams.delete('application_name')
    db = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } })
    await db.raw(AUDIT_SQL)
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.destroy()
  })

  it('honours a session started on one instance on the other, and its end on both', async () => {
    const browser = new Browser()
    await browser.signIn(a.url, 'admin@ledgerline.example')
    const onB = await browser.request(b.url, 'GET', '/api/auth/user')
    expect(onB.status).toBe(200)
    expect(await onB.json()).toMatchObject({ email: 'admin@ledgerline.example', role: 'admin' })

    // Each instance may keep a resolved session for SESSION_CACHE_MS; a change made on the other shows within that.
    const withinCache = { timeout: SESSION_CACHE_MS + 2000, interval: 100 }
    expect((await browser.request(b.url, 'POST', '/api/set-demo-role', { role: 'manager' })).status).toBe(200)
    await expect
      .poll(
        async () => ((await (await browser.request(a.url, 'GET', '/api/auth/user')).json()) as { role: string }).role,
        withinCache,
      )
      .toBe('manager')

    const stale = browser.cookie
    expect((await browser.request(b.url, 'GET', '/api/logout')).status).toBe(302)
    expect((await fetch(`${b.url}/api/auth/user`, { headers: { cookie: stale } })).status).toBe(401)
    await expect
      .poll(async () => (await fetch(`${a.url}/api/auth/user`, { headers: { cookie: stale } })).status, withinCache)
      .toBe(401)
  })

  it("ends a deactivated user's session on the other instance too", async () => {
    // The first test made the admin a manager through the demo role switch.
    await db('users').where({ email: 'admin@ledgerline.example' }).update({ role: 'admin' })
    const admin = new Browser()
    await admin.signIn(a.url, 'admin@ledgerline.example')
    const staff = new Browser()
    await staff.signIn(b.url, 'staff@ledgerline.example')
    expect((await staff.request(b.url, 'GET', '/api/auth/user')).status).toBe(200)
    const { id } = await db('users').where({ email: 'staff@ledgerline.example' }).first('id')

    // B has the session cached; A's change reaches it by NOTIFY at commit (within milliseconds), and at the
    // latest when B's cache entry expires.
    expect((await staff.request(b.url, 'GET', '/api/auth/user')).status).toBe(200)
    expect((await admin.request(a.url, 'PATCH', `/api/users/${id}`, { active: false })).status).toBe(200)
    const withinCache = { timeout: SESSION_CACHE_MS + 2000, interval: 20 }
    await expect.poll(async () => (await staff.request(b.url, 'GET', '/api/auth/user')).status, withinCache).toBe(401)
    expect((await admin.request(a.url, 'PATCH', `/api/users/${id}`, { active: true })).status).toBe(200)
  })

  it('counts failed sign-ins for one account across both instances', async () => {
    const browser = new Browser()
    const gate = await browser.request(a.url, 'POST', '/api/domain-auth', {
      username: 'preview',
      password: 'ledgerline-preview',
    })
    expect(gate.status).toBe(204)
    const attempt = (base: string, password: string) =>
      browser.request(base, 'POST', '/api/auth/login', { email: 'staff@ledgerline.example', password, portal: 'staff' })

    const statuses = []
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      statuses.push((await attempt(i % 2 === 0 ? a.url : b.url, 'wrong-password')).status)
    expect(statuses).toEqual(Array(MAX_FAILURES_PER_ACCOUNT).fill(401))
    // Neither instance alone has seen the limit, together they have: both refuse, even the right password.
    expect((await attempt(a.url, 'demo1234')).status).toBe(429)
    expect((await attempt(b.url, 'demo1234')).status).toBe(429)
  })

  it('processes every document exactly once while both instances run the job', async () => {
    const ids: number[] = await db('documents').orderBy('id').limit(DOCUMENTS).pluck('id')
    expect(ids).toHaveLength(DOCUMENTS)
    await db('documents')
      .whereIn('id', ids)
      .update({ status: 'uploaded', category: null, subCategory: null, confidence: null, processingClaimedAt: null })
    await db('documentAudit').delete()

    const browser = new Browser()
    await browser.signIn(a.url, 'manager@ledgerline.example')
    // Each document is started on both instances at once: one start wins (202), the other is told it is no longer uploaded (409).
    const starts = await Promise.all(
      ids.flatMap((id) =>
        [a.url, b.url].map(async (base) => ({
          id,
          status: (await browser.request(base, 'POST', `/api/documents/${id}/process`, {})).status,
        })),
      ),
    )
    for (const id of ids)
      expect(
        starts
          .filter((s) => s.id === id)
          .map((s) => s.status)
          .sort(),
      ).toEqual([202, 409])

    await expect
      .poll(
        async () =>
          (await db('documents').whereIn('id', ids).where('status', 'processed').count({ n: '*' }).first())?.n,
        { timeout: 30_000, interval: 250 },
      )
      .toBe(String(DOCUMENTS))

    const audit: AuditRow[] = await db('documentAudit').orderBy('seq')
    for (const id of ids) {
      // Started once, claimed once by one instance, finished once by that instance under its claim: nothing else.
      const updates = audit.filter((row) => row.documentId === id)
      expect(
        updates.map((row) => `${row.oldStatus}→${row.newStatus}`),
        `updates of document ${id}`,
      ).toEqual(['uploaded→processing', 'processing→processing', 'processing→processed'])
      const [start, claim, finish] = updates as [AuditRow, AuditRow, AuditRow]
      expect(start.newClaim).toBeNull()
      expect(claim.oldClaim).toBeNull()
      expect(claim.newClaim).not.toBeNull()
      expect(finish.oldClaim).toEqual(claim.newClaim)
      expect(finish.newClaim).toBeNull()
      expect(finish.instance).toBe(claim.instance)
    }
    const byInstance = new Set(audit.filter((row) => row.newStatus === 'processed').map((row) => row.instance))
    console.log(`documents processed by: ${[...byInstance].join(', ')}`)
    expect([...byInstance].every((name) => name === 'instance-a' || name === 'instance-b')).toBe(true)
  })
})
