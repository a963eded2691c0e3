import type { Server } from '@hapi/hapi'
import type { Feedback, FeedbackInput } from '@ledgerline/sdk/types'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sitesService } from '../src/sites/service.js'
import { createTestServer, signIn } from './helpers.js'

let server: Server
let client: string
let staff: string
beforeAll(async () => {
  server = await createTestServer()
  client = await signIn(server, 'client@example.com')
  staff = await signIn(server, 'staff@ledgerline.example')
})
afterAll(async () => {
  await server.stop()
})

const valid: FeedbackInput = {
  message: 'The export button does nothing',
  category: 'broken',
  subcategory: 'functionality',
  priority: 'high',
  pageUrl: '/feedback-admin',
  elementText: 'Export JSON',
  elementSelector: '#export-json',
  positionX: 640,
  positionY: 120,
  elementBounds: '{"x":600,"y":100,"width":120,"height":40}',
}

const submit = (payload: unknown, cookie = client, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: '/api/feedback', headers: { cookie, ...headers }, payload: payload as object })
const patch = (id: number, payload: object, cookie = staff) =>
  server.inject({ method: 'PATCH', url: `/api/feedback/${id}`, headers: { cookie }, payload })
const rows = async () => Number((await server.app.db('feedback').count({ n: '*' }).first())!.n)
const create = async (overrides: Partial<FeedbackInput> = {}) => {
  const res = await submit({ ...valid, ...overrides })
  expect(res.statusCode).toBe(201)
  return res.result as Feedback
}

describe('submitting feedback', () => {
  it('stores the entry as open and answers 201 with it', async () => {
    const res = await submit(valid)
    expect(res.statusCode).toBe(201)
    const entry = res.result as Feedback
    expect(entry).toMatchObject({ ...valid, status: 'open', reporterName: 'client' })
    expect(Date.parse(entry.createdAt)).not.toBeNaN()
    const stored = await server.app.db('feedback').where({ id: entry.id }).first()
    expect(stored.userId).toBe((await server.app.db('users').where({ email: 'client@example.com' }).first()).id)
  })

  it("defaults priority to normal and the reporter to the user's username; trims the message", async () => {
    const res = await submit({
      message: '   Too slow   ',
      category: 'improvement',
      pageUrl: '/staff',
      reporterName: '  ',
    })
    expect(res.statusCode).toBe(201)
    expect(res.result).toMatchObject({
      message: 'Too slow',
      priority: 'normal',
      reporterName: 'client',
      subcategory: null,
      positionX: null,
    })
  })

  it('keeps a given reporter name', async () => {
    expect((await create({ reporterName: 'Jordan A.' })).reporterName).toBe('Jordan A.')
  })

  it('stores elementBounds as canonical JSON', async () => {
    expect((await create({ elementBounds: '{ "height": 4, "width": 3, "y": 2, "x": 1 }' })).elementBounds).toBe(
      '{"x":1,"y":2,"width":3,"height":4}',
    )
  })

  it('accepts an embedding site by its key, as Anonymous unless a name is given', async () => {
    const site = await sitesService.add(server.app.db, { name: 'Marketing site', origins: ['https://www.example.org'] })
    const headers = { 'x-ledgerline-site-key': site.key, origin: 'https://www.example.org' }
    const res = await submit({ ...valid, pageUrl: 'https://www.example.org/pricing' }, '', headers)
    expect(res.statusCode).toBe(201)
    expect(res.result).toMatchObject({ reporterName: 'Anonymous', pageUrl: 'https://www.example.org/pricing' })
    const stored = await server.app
      .db('feedback')
      .where({ id: (res.result as Feedback).id })
      .first()
    expect(stored).toMatchObject({ siteId: site.id, userId: null })
    const named = await submit({ ...valid, reporterName: 'Visitor Vera' }, '', headers)
    expect(named.result).toMatchObject({ reporterName: 'Visitor Vera' })
  })

  it('needs a session or a site key', async () => {
    const before = await rows()
    expect((await submit(valid, '')).statusCode).toBe(401)
    expect(await rows()).toBe(before)
  })
})

describe('bad input is answered 4xx and nothing is written', () => {
  const cases: Array<[string, unknown, string?]> = [
    ['message missing', { ...valid, message: undefined }],
    ['blank message', { ...valid, message: '   \n\t ' }],
    ['message too long', { ...valid, message: 'x'.repeat(5001) }],
    ['message of the wrong type', { ...valid, message: 42 }],
    ['unknown category', { ...valid, category: 'rant', subcategory: null }],
    ['subcategory of another category', { ...valid, category: 'broken', subcategory: 'mobile' }],
    ['subcategory of navigation given to feature', { ...valid, category: 'feature', subcategory: 'accessibility' }],
    ['unknown priority', { ...valid, priority: 'critical' }],
    ['pageUrl missing', { ...valid, pageUrl: undefined }],
    ['pageUrl too long', { ...valid, pageUrl: '/' + 'p'.repeat(2048) }],
    ['reporterName too long', { ...valid, reporterName: 'r'.repeat(201) }],
    ['elementText too long', { ...valid, elementText: 't'.repeat(101) }],
    ['elementSelector too long', { ...valid, elementSelector: 's'.repeat(1001) }],
    ['fractional position', { ...valid, positionX: 10.5 }],
    ['position as a string', { ...valid, positionY: '120' }],
    ['elementBounds not JSON', { ...valid, elementBounds: '{x:1}' }],
    ['elementBounds missing a field', { ...valid, elementBounds: '{"x":1,"y":2,"width":3}' }],
    [
      'elementBounds with an extra key',
      { ...valid, elementBounds: '{"x":1,"y":2,"width":3,"height":4,"__proto__":{"admin":true}}' },
    ],
    ['elementBounds as an object', { ...valid, elementBounds: { x: 1, y: 2, width: 3, height: 4 } }],
    ['unknown field', { ...valid, status: 'resolved' }],
    ['unknown field userId', { ...valid, userId: 1 }],
    ['an array instead of an object', [valid]],
    ['null body', null],
  ]
  for (const [name, payload] of cases) {
    it(name, async () => {
      const before = await rows()
      const res = await submit(payload)
      expect(res.statusCode).toBe(400)
      expect((res.result as { message: string }).message).toBeTruthy()
      expect(await rows()).toBe(before)
    })
  }

  const raw: Array<[string, string, string, number]> = [
    ['non-JSON text', 'message=hello&category=broken', 'text/plain', 415],
    ['malformed JSON', '{"message": "x", ', 'application/json', 400],
    [
      'a __proto__ key',
      JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
      'application/json',
      400,
    ],
    [
      'a constructor.prototype key',
      JSON.stringify({ ...valid, constructor: { prototype: { isAdmin: true } } }),
      'application/json',
      400,
    ],
    ['a form body', 'message=hello&category=broken&pageUrl=%2F', 'application/x-www-form-urlencoded', 415],
  ]
  for (const [name, payload, type, status] of raw) {
    it(name, async () => {
      const before = await rows()
      const res = await submit(payload, client, { 'content-type': type })
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      if (status === 400) expect(res.statusCode).toBe(400)
      expect(await rows()).toBe(before)
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    })
  }

  it('a payload above 64 KB is 413', async () => {
    const before = await rows()
    const res = await submit({ ...valid, message: 'x'.repeat(70 * 1024) })
    expect(res.statusCode).toBe(413)
    expect(await rows()).toBe(before)
  })

  it('names the field in the message', async () => {
    const res = await submit({ ...valid, elementText: 't'.repeat(101) })
    expect((res.result as { message: string }).message).toMatch(/elementText/)
  })
})

describe('pins', () => {
  it("show a page's open and locked entries that have a position, not resolved or unpositioned ones", async () => {
    const page = `/pins-${Date.now()}`
    const open = await create({ pageUrl: page })
    const locked = await create({ pageUrl: page })
    await patch(locked.id, { status: 'locked' })
    const resolved = await create({ pageUrl: page })
    await patch(resolved.id, { status: 'resolved' })
    await create({ pageUrl: page, positionX: null, positionY: null })
    await create({ pageUrl: `${page}/other` })
    const res = await server.inject({
      url: `/api/feedback?pageUrl=${encodeURIComponent(page)}`,
      headers: { cookie: client },
    })
    expect(res.statusCode).toBe(200)
    expect((res.result as Feedback[]).map((f) => f.id).sort()).toEqual([open.id, locked.id].sort())
  })

  it('reads the seeded pins of /staff', async () => {
    const res = await server.inject({ url: '/api/feedback?pageUrl=%2Fstaff', headers: { cookie: client } })
    expect((res.result as Feedback[]).length).toBeGreaterThanOrEqual(2)
  })
})

describe('the full list', () => {
  it('is for internal roles; a client gets 403', async () => {
    expect((await server.inject({ url: '/api/feedback', headers: { cookie: client } })).statusCode).toBe(403)
    const res = await server.inject({ url: '/api/feedback', headers: { cookie: staff } })
    expect(res.statusCode).toBe(200)
    expect(new Set((res.result as Feedback[]).map((f) => f.status))).toEqual(new Set(['open', 'locked', 'resolved']))
  })

  it('filters by status, priority and a case-insensitive search over message, reporter and page', async () => {
    const marker = `Zebra${Date.now()}`
    const byMessage = await create({ message: `Broken ${marker} link`, priority: 'urgent' })
    const byReporter = await create({ reporterName: `${marker} Smith`, priority: 'low' })
    const byPage = await create({ pageUrl: `/${marker.toLowerCase()}/page` })
    const search = async (query: string) =>
      ((await server.inject({ url: `/api/feedback?${query}`, headers: { cookie: staff } })).result as Feedback[]).map(
        (f) => f.id,
      )
    expect((await search(`q=${marker.toUpperCase()}`)).sort()).toEqual([byMessage.id, byReporter.id, byPage.id].sort())
    expect(await search(`q=${marker}&priority=urgent`)).toEqual([byMessage.id])
    await patch(byReporter.id, { status: 'locked' })
    expect(await search(`q=${marker}&status=locked`)).toEqual([byReporter.id])
  })

  it('refuses mixing pageUrl with the management filters, and unknown filters', async () => {
    for (const query of ['pageUrl=%2F&status=open', 'status=closed', 'priority=1', 'sort=id']) {
      expect((await server.inject({ url: `/api/feedback?${query}`, headers: { cookie: staff } })).statusCode).toBe(400)
    }
  })
})

describe('count', () => {
  it('counts open entries only', async () => {
    const count = async () =>
      ((await server.inject({ url: '/api/feedback/count', headers: { cookie: client } })).result as { count: number })
        .count
    const open = Number((await server.app.db('feedback').where({ status: 'open' }).count({ n: '*' }).first())!.n)
    expect(await count()).toBe(open)
    const entry = await create()
    expect(await count()).toBe(open + 1)
    await patch(entry.id, { status: 'locked' })
    expect(await count()).toBe(open)
  })

  it('refuses query parameters it does not take, naming them', async () => {
    const res = await server.inject({ url: '/api/feedback/count?status=locked', headers: { cookie: client } })
    expect(res.statusCode).toBe(400)
    expect(res.result).toMatchObject({ message: '"status" is not allowed' })
  })
})

describe('status transitions', () => {
  let entry: Feedback
  beforeEach(async () => {
    entry = await create()
  })
  const statusOf = async (id: number) => (await server.app.db('feedback').where({ id }).first()).status

  it('open → locked → open → resolved', async () => {
    expect((await patch(entry.id, { status: 'locked' })).result).toMatchObject({ status: 'locked' })
    expect((await patch(entry.id, { status: 'open' })).result).toMatchObject({ status: 'open' })
    expect((await patch(entry.id, { status: 'resolved' })).result).toMatchObject({ status: 'resolved' })
  })

  it('locked → resolved', async () => {
    await patch(entry.id, { status: 'locked' })
    const res = await patch(entry.id, { status: 'resolved' })
    expect(res.statusCode).toBe(200)
    expect(res.result).toMatchObject({ status: 'resolved' })
  })

  it('nothing leaves resolved: 409 and unchanged', async () => {
    await patch(entry.id, { status: 'resolved' })
    for (const status of ['open', 'locked']) {
      const res = await patch(entry.id, { status })
      expect(res.statusCode).toBe(409)
      expect(await statusOf(entry.id)).toBe('resolved')
    }
  })

  it('setting the current status again is a harmless no-op', async () => {
    const res = await patch(entry.id, { status: 'open' })
    expect(res.statusCode).toBe(200)
    expect(res.result).toMatchObject({ status: 'open' })
  })

  it('changes priority', async () => {
    expect((await patch(entry.id, { priority: 'urgent' })).result).toMatchObject({ priority: 'urgent', status: 'open' })
  })

  it('accepts only status and priority, with known values', async () => {
    for (const payload of [
      {},
      { status: 'closed' },
      { priority: 'p1' },
      { message: 'edited' },
      { status: 'locked', reporterName: 'x' },
    ]) {
      expect((await patch(entry.id, payload)).statusCode).toBe(400)
    }
    expect(await statusOf(entry.id)).toBe('open')
  })

  it('unknown id is 404; clients may not patch (403)', async () => {
    expect((await patch(999_999, { status: 'locked' })).statusCode).toBe(404)
    expect((await patch(entry.id, { status: 'locked' }, client)).statusCode).toBe(403)
    expect(await statusOf(entry.id)).toBe('open')
  })
})

describe('delete', () => {
  it('removes the entry (204), then 404', async () => {
    const entry = await create()
    const del = () => server.inject({ method: 'DELETE', url: `/api/feedback/${entry.id}`, headers: { cookie: staff } })
    expect(
      (await server.inject({ method: 'DELETE', url: `/api/feedback/${entry.id}`, headers: { cookie: client } }))
        .statusCode,
    ).toBe(403)
    const res = await del()
    expect(res.statusCode).toBe(204)
    expect(res.payload).toBe('')
    expect(await server.app.db('feedback').where({ id: entry.id }).first()).toBeUndefined()
    expect((await del()).statusCode).toBe(404)
  })
})
