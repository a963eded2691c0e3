import type { Feedback, FeedbackInput } from '@ledgerline/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { sitesService } from '../src/sites/service.js'
import { useApi } from './helpers.js'

const api = useApi({ signIn: ['client', 'staff'] })

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

const submit = (payload: unknown, cookie = api.cookies.client, headers: Record<string, string> = {}) =>
  api.server.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie, ...headers },
    payload: payload as object,
  })
const patch = (id: number, payload: object, cookie = api.cookies.staff) =>
  api.server.inject({ method: 'PATCH', url: `/api/feedback/${id}`, headers: { cookie }, payload })
const rows = async () => Number((await api.server.app.db('feedback').count({ n: '*' }).first())!.n)
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
    const stored = await api.server.app.db('feedback').where({ id: entry.id }).first()
    expect(stored.userId).toBe((await api.server.app.db('users').where({ email: 'client@example.com' }).first()).id)
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
    const site = await sitesService.add(api.server.app.db, {
      name: 'Marketing site',
      origins: ['https://www.example.org'],
    })
    const headers = { 'x-ledgerline-site-key': site.key, origin: 'https://www.example.org' }
    const res = await submit({ ...valid, pageUrl: 'https://www.example.org/pricing' }, '', headers)
    expect(res.statusCode).toBe(201)
    expect(res.result).toMatchObject({ reporterName: 'Anonymous', pageUrl: 'https://www.example.org/pricing' })
    const stored = await api.server.app
      .db('feedback')
      .where({ id: (res.result as Feedback).id })
      .first()
    expect(stored).toMatchObject({ siteId: site.id, userId: null })
    const named = await submit({ ...valid, reporterName: 'Visitor Vera' }, '', headers)
    expect(named.result).toMatchObject({ reporterName: 'Visitor Vera' })
  })

  it("says where the reporter's name came from: the account, typed, or a site", async () => {
    expect(await create()).toMatchObject({ reporterName: 'client', reporterSource: 'account' })
    expect(await create({ reporterName: 'Ledgerline Support' })).toMatchObject({
      reporterName: 'Ledgerline Support',
      reporterSource: 'typed',
    })
    const site = await sitesService.add(api.server.app.db, { name: 'Source site', origins: ['https://source.example'] })
    const headers = { 'x-ledgerline-site-key': site.key, origin: 'https://source.example' }
    const signed = await submit({ ...valid, reporterName: 'Ledgerline Support' }, '', headers)
    expect(signed.result).toMatchObject({ reporterName: 'Ledgerline Support', reporterSource: 'site' })
    const anonymous = await submit(valid, '', headers)
    expect(anonymous.result).toMatchObject({ reporterName: 'Anonymous', reporterSource: 'site' })
    const stored = await api.server.app
      .db('feedback')
      .where({ id: (signed.result as Feedback).id })
      .first()
    expect(stored.reporterSource).toBe('site')
  })

  it('answers each of many simultaneous submissions with its own stored entry', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => submit({ ...valid, message: `Simultaneous ${i}`, positionX: i })),
    )
    const entries = answers.map((res) => {
      expect(res.statusCode).toBe(201)
      return res.result as Feedback
    })
    expect(new Set(entries.map((e) => e.id)).size).toBe(40)
    for (const [i, entry] of entries.entries()) {
      expect(entry).toMatchObject({ message: `Simultaneous ${i}`, positionX: i })
      const stored = await api.server.app.db('feedback').where({ id: entry.id }).first()
      expect(stored).toMatchObject({ message: `Simultaneous ${i}`, positionX: i })
    }
  })

  it('needs a session or a site key', async () => {
    const before = await rows()
    expect((await submit(valid, '')).statusCode).toBe(401)
    expect(await rows()).toBe(before)
  })
})

describe('an Idempotency-Key', () => {
  const withKey = (
    key: string,
    payload: object = valid,
    cookie = api.cookies.client,
    headers: Record<string, string> = {},
  ) => submit(payload, cookie, { 'idempotency-key': key, ...headers })

  it('makes a repeat answer the original entry (200) and store nothing', async () => {
    const key = `key-${Date.now()}`
    const first = await withKey(key)
    expect(first.statusCode).toBe(201)
    const count = await rows()
    const again = await withKey(key, { ...valid, message: 'A different text' })
    expect(again.statusCode).toBe(200)
    expect(again.result).toEqual(first.result)
    expect(await rows()).toBe(count)
  })

  it('keeps one entry under parallel repeats', async () => {
    const key = `parallel-${Date.now()}`
    const count = await rows()
    const answers = await Promise.all(Array.from({ length: 12 }, () => withKey(key)))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(11)
    expect(new Set(answers.map((r) => (r.result as Feedback).id)).size).toBe(1)
    expect(await rows()).toBe(count + 1)
  })

  it('belongs to its submitter: the same key from someone else is a new entry', async () => {
    const key = `shared-${Date.now()}`
    const mine = await withKey(key)
    const theirs = await withKey(key, valid, api.cookies.staff)
    expect(theirs.statusCode).toBe(201)
    expect((theirs.result as Feedback).id).not.toBe((mine.result as Feedback).id)
    const site = await sitesService.add(api.server.app.db, { name: 'Keyed site', origins: ['https://keyed.example'] })
    const headers = { 'x-ledgerline-site-key': site.key, origin: 'https://keyed.example' }
    const fromSite = await withKey(key, valid, '', headers)
    expect(fromSite.statusCode).toBe(201)
    const again = await withKey(key, valid, '', headers)
    expect(again.statusCode).toBe(200)
    expect((again.result as Feedback).id).toBe((fromSite.result as Feedback).id)
  })

  it('is forgotten after 24 hours', async () => {
    const key = `old-${Date.now()}`
    const first = (await withKey(key)).result as Feedback
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString()
    await api.server.app.db('feedback').where({ id: first.id }).update({ createdAt: dayAgo })
    const later = await withKey(key)
    expect(later.statusCode).toBe(201)
    expect((later.result as Feedback).id).not.toBe(first.id)
    expect(await api.server.app.db('feedback').where({ id: first.id }).first()).toBeDefined()
  })

  it('has at most 100 characters', async () => {
    const count = await rows()
    const res = await withKey('k'.repeat(101))
    expect(res.statusCode).toBe(400)
    expect((res.result as { message: string }).message).toMatch(/idempotency-key/)
    expect(await rows()).toBe(count)
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
    ['a message of zero-width spaces only', { ...valid, message: '\u200b\u200b \u200d\ufeff' }],
    ['a message with a NUL character', { ...valid, message: 'before\u0000after' }],
    ['a reporterName with a NUL character', { ...valid, reporterName: 'Eve\u0000' }],
    ['an elementText with a NUL character', { ...valid, elementText: '\u0000' }],
    ['a pageUrl with a NUL character', { ...valid, pageUrl: '/a\u0000b' }],
    ['a pageUrl leading to another host through a backslash', { ...valid, pageUrl: '/\\evil.test/x' }],
    ['a pageUrl leading to another host through //', { ...valid, pageUrl: '//evil.test/x' }],
    ['a pageUrl leading to another host through a tab', { ...valid, pageUrl: '/\t/evil.test/x' }],
    ['a javascript: pageUrl', { ...valid, pageUrl: 'javascript:alert(1)' }],
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

  it('names the problem of a NUL character in words', async () => {
    const res = await submit({ ...valid, message: 'before\u0000after' })
    expect((res.result as { message: string }).message).toBe('"message" must not contain NUL characters')
  })

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
      const res = await submit(payload, api.cookies.client, { 'content-type': type })
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      if (status === 400) expect(res.statusCode).toBe(400)
      expect(await rows()).toBe(before)
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    })
  }

  it('a payload above the submission limit (room for a screenshot, issue 17) is 413', async () => {
    const before = await rows()
    const res = await submit({ ...valid, message: 'x'.repeat(3 * 1024 * 1024) })
    expect(res.statusCode).toBe(413)
    // Within the limit, a message too long is named.
    const long = await submit({ ...valid, message: 'x'.repeat(70 * 1024) })
    expect(long.statusCode).toBe(400)
    expect((long.result as { message: string }).message).toMatch(/"message" length must be/)
    expect(await rows()).toBe(before)
  })

  it('explains a malformed elementBounds with its own message', async () => {
    for (const elementBounds of ['{x:1}', '{"x":1}', '{"x":1,"y":2,"width":3,"height":4,"z":5}']) {
      const res = await submit({ ...valid, elementBounds })
      expect(res.statusCode).toBe(400)
      expect((res.result as { message: string }).message).toMatch(
        /^"elementBounds" must be JSON text of \{x, y, width, height\}/,
      )
    }
  })

  it('explains an invisible message and a foreign pageUrl', async () => {
    const blank = await submit({ ...valid, message: '\u200b\u200b' })
    expect((blank.result as { message: string }).message).toBe('"message" must contain visible text')
    const foreign = await submit({ ...valid, pageUrl: '/\\evil.test/x' })
    expect((foreign.result as { message: string }).message).toBe(
      '"pageUrl" must be a path on this site or an http(s) URL',
    )
  })

  it('keeps a path, a query and an http(s) URL of another site as pageUrl', async () => {
    for (const pageUrl of ['/client/documents?tab=2#top', 'https://www.example.org/pricing', '/x"><img src=x>']) {
      expect((await create({ pageUrl })).pageUrl).toBe(pageUrl)
    }
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
    const res = await api.server.inject({
      url: `/api/feedback?pageUrl=${encodeURIComponent(page)}`,
      headers: { cookie: api.cookies.client },
    })
    expect(res.statusCode).toBe(200)
    expect((res.result as Feedback[]).map((f) => f.id).sort()).toEqual([open.id, locked.id].sort())
  })

  it('reads the seeded pins of /staff', async () => {
    const res = await api.server.inject({
      url: '/api/feedback?pageUrl=%2Fstaff',
      headers: { cookie: api.cookies.staff },
    })
    expect((res.result as Feedback[]).length).toBeGreaterThanOrEqual(2)
  })

  it('show a client only the entries it submitted; internal roles every pin of the page', async () => {
    const page = `/shared-${Date.now()}`
    const mine = await create({ pageUrl: page })
    const fromStaff = await submit({ ...valid, pageUrl: page }, api.cookies.staff)
    expect(fromStaff.statusCode).toBe(201)
    const pins = async (cookie: string) =>
      (
        (await api.server.inject({ url: `/api/feedback?pageUrl=${encodeURIComponent(page)}`, headers: { cookie } }))
          .result as Feedback[]
      )
        .map((f) => f.id)
        .sort()
    expect(await pins(api.cookies.client)).toEqual([mine.id])
    expect(await pins(api.cookies.staff)).toEqual([mine.id, (fromStaff.result as Feedback).id].sort())
  })

  it('are at most the 500 newest of a page', async () => {
    const page = `/crowded-${Date.now()}`
    const at = new Date().toISOString()
    const row = { ...valid, reporterName: 'x', status: 'open', priority: 'normal', createdAt: at, updatedAt: at }
    for (let i = 0; i < 510; i += 170) {
      await api.server.app.db('feedback').insert(Array.from({ length: 170 }, () => ({ ...row, pageUrl: page })))
    }
    const all = (await api.server.app.db('feedback').where({ pageUrl: page }).orderBy('id', 'desc').pluck('id')).map(
      Number,
    )
    const res = await api.server.inject({
      url: `/api/feedback?pageUrl=${encodeURIComponent(page)}`,
      headers: { cookie: api.cookies.staff },
    })
    expect((res.result as Feedback[]).map((f) => f.id)).toEqual(all.slice(0, 500))
  })
})

describe('the full list', () => {
  it('is for internal roles; a client gets 403', async () => {
    expect(
      (await api.server.inject({ url: '/api/feedback', headers: { cookie: api.cookies.client } })).statusCode,
    ).toBe(403)
    const res = await api.server.inject({ url: '/api/feedback', headers: { cookie: api.cookies.staff } })
    expect(res.statusCode).toBe(200)
    expect(Array.isArray(res.result)).toBe(true)
  })

  it('filters by status, priority and a case-insensitive search over message, reporter and page', async () => {
    const marker = `Zebra${Date.now()}`
    const byMessage = await create({ message: `Broken ${marker} link`, priority: 'urgent' })
    const byReporter = await create({ reporterName: `${marker} Smith`, priority: 'low' })
    const byPage = await create({ pageUrl: `/${marker.toLowerCase()}/page` })
    const search = async (query: string) =>
      (
        (await api.server.inject({ url: `/api/feedback?${query}`, headers: { cookie: api.cookies.staff } }))
          .result as Feedback[]
      ).map((f) => f.id)
    expect((await search(`q=${marker.toUpperCase()}`)).sort()).toEqual([byMessage.id, byReporter.id, byPage.id].sort())
    expect(await search(`q=${marker}&priority=urgent`)).toEqual([byMessage.id])
    await patch(byReporter.id, { status: 'locked' })
    expect(await search(`q=${marker}&status=locked`)).toEqual([byReporter.id])
  })

  it('refuses mixing pageUrl with the management filters, and unknown filters', async () => {
    for (const query of ['pageUrl=%2F&status=open', 'status=closed', 'priority=1', 'sort=id']) {
      expect(
        (await api.server.inject({ url: `/api/feedback?${query}`, headers: { cookie: api.cookies.staff } })).statusCode,
      ).toBe(400)
    }
  })
})

describe('pages of the list', () => {
  const list = (query: string, cookie = api.cookies.staff) =>
    api.server.inject({ url: `/api/feedback?${query}`, headers: { cookie } })
  const nextOf = (res: { headers: Record<string, unknown> }) => {
    const link = res.headers.link as string | undefined
    if (link === undefined) return undefined
    const match = /^<([^>]+)>; rel="next"$/.exec(link)
    expect(match).not.toBeNull()
    return match![1]!
  }
  const ids = (res: { result?: unknown }) => (res.result as Feedback[]).map((f) => f.id)

  it('are newest first, 100 by default, with a Link to the next page until the last', async () => {
    const total = await rows()
    const first = await list('')
    expect(ids(first)).toHaveLength(Math.min(100, total))
    expect(ids(first)).toEqual([...ids(first)].sort((a, b) => b - a))
    expect(nextOf(first)).toMatch(/^\/api\/feedback\?cursor=/)
    const last = await list(`limit=500`)
    if (total <= 500) expect(last.headers.link).toBeUndefined()
  })

  it('follow the Link with the same filters, skipping and repeating nothing while entries arrive', async () => {
    const marker = `Pager${Date.now()}`
    const before: number[] = []
    for (let i = 0; i < 23; i++) before.push((await create({ message: `${marker} ${i}`, priority: 'low' })).id)
    const seen: number[] = []
    let url: string | undefined = `/api/feedback?q=${marker}&priority=low&limit=5`
    let pages = 0
    while (url) {
      const res = await api.server.inject({ url, headers: { cookie: api.cookies.staff } })
      expect(res.statusCode).toBe(200)
      seen.push(...ids(res))
      url = nextOf(res)
      if (url) {
        expect(url).toContain(`q=${marker}`)
        expect(url).toContain('priority=low')
        expect(url).toContain('limit=5')
      }
      // Newcomers arrive between pages: they are newer than every page still to come.
      await create({ message: `${marker} late ${pages}`, priority: 'low' })
      pages++
    }
    expect(pages).toBe(5)
    expect(seen).toEqual([...before].reverse())
  })

  it('refuse a since beyond year 9999', async () => {
    for (const since of ['+275760-09-13', '-000001-01-01', '275760-09-13']) {
      const res = await list(`since=${encodeURIComponent(since)}`)
      expect(res.statusCode).toBe(400)
      expect((res.result as { message: string }).message).toMatch(/since/)
    }
  })

  it('filter by since', async () => {
    const cut = new Date(Date.now() - 1000).toISOString()
    const fresh = await create()
    const res = await list(`since=${encodeURIComponent(cut)}&limit=500`)
    expect(ids(res)).toContain(fresh.id)
    for (const entry of res.result as Feedback[])
      expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(Date.parse(cut))
    expect(ids(await list('since=2999-01-01'))).toEqual([])
  })

  it('refuse a limit outside 1–500 and a cursor the server did not give out (400, naming the field)', async () => {
    for (const query of ['limit=0', 'limit=501', 'limit=ten', 'limit=1.5']) {
      const res = await list(query)
      expect(res.statusCode).toBe(400)
      expect((res.result as { message: string }).message).toMatch(/limit/)
    }
    const good = nextOf(await list('limit=1'))!
    const cursor = new URL(good, 'http://x').searchParams.get('cursor')!
    const forged = Buffer.from('c1.99999999999').toString('base64url')
    for (const bad of ['nonsense', cursor + 'x', forged, Buffer.from('c1.0').toString('base64url'), '%00']) {
      const res = await list(`cursor=${encodeURIComponent(bad)}`)
      expect(res.statusCode).toBe(400)
      expect((res.result as { message: string }).message).toMatch(/cursor/)
    }
    expect((await list('pageUrl=%2F&limit=5')).statusCode).toBe(400)
  })

  it('search with three characters or fewer, quotes and wildcards taken literally', async () => {
    const odd = await create({ message: `He said "100%_done" ${Date.now()}` })
    expect(ids(await list(`q=${encodeURIComponent('"100%_d')}&limit=500`))).toContain(odd.id)
    expect(ids(await list(`q=${encodeURIComponent('%_')}&limit=500`))).toContain(odd.id)
    expect(ids(await list(`q=${encodeURIComponent('0%x')}&limit=500`))).not.toContain(odd.id)
  })
})

describe('summary', () => {
  const summary = async (cookie = api.cookies.staff) =>
    (await api.server.inject({ url: '/api/feedback/summary', headers: { cookie } })) as {
      statusCode: number
      result: Record<string, number>
    }
  const counted = async () => {
    const byStatus = (await api.server.app
      .db('feedback')
      .select('status')
      .count({ n: '*' })
      .groupBy('status')) as Array<{
      status: string
      n: number | string
    }>
    const counts: Record<string, number> = { open: 0, locked: 0, resolved: 0 }
    for (const { status, n } of byStatus) counts[status] = Number(n)
    return { total: counts.open! + counts.locked! + counts.resolved!, ...counts }
  }

  it('answers entries by status, and follows changes made here at once', async () => {
    expect((await summary()).result).toEqual(await counted())
    const entry = await create()
    await patch(entry.id, { status: 'locked' })
    const after = (await summary()).result
    expect(after).toEqual(await counted())
    const removed = await api.server.inject({
      method: 'DELETE',
      url: `/api/feedback/${entry.id}`,
      headers: { cookie: api.cookies.staff },
    })
    expect(removed.statusCode).toBe(204)
    expect((await summary()).result).toEqual({ ...after, total: after.total! - 1, locked: after.locked! - 1 })
  })

  it('is for internal roles', async () => {
    expect((await summary(api.cookies.client)).statusCode).toBe(403)
  })
})

describe('count', () => {
  it('counts open entries only', async () => {
    const count = async () =>
      (
        (await api.server.inject({ url: '/api/feedback/count', headers: { cookie: api.cookies.client } })).result as {
          count: number
        }
      ).count
    const open = Number((await api.server.app.db('feedback').where({ status: 'open' }).count({ n: '*' }).first())!.n)
    expect(await count()).toBe(open)
    const entry = await create()
    expect(await count()).toBe(open + 1)
    await patch(entry.id, { status: 'locked' })
    expect(await count()).toBe(open)
  })

  it('refuses query parameters it does not take, naming them', async () => {
    const res = await api.server.inject({
      url: '/api/feedback/count?status=locked',
      headers: { cookie: api.cookies.client },
    })
    expect(res.statusCode).toBe(400)
    expect(res.result).toMatchObject({ message: '"status" is not allowed' })
  })
})

describe('status transitions', () => {
  let entry: Feedback
  beforeEach(async () => {
    entry = await create()
  })
  const statusOf = async (id: number) => (await api.server.app.db('feedback').where({ id }).first()).status

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
    expect((await patch(entry.id, { status: 'locked' }, api.cookies.client)).statusCode).toBe(403)
    expect(await statusOf(entry.id)).toBe('open')
  })
})

describe('delete', () => {
  it('removes the entry (204), then 404', async () => {
    const entry = await create()
    const del = () =>
      api.server.inject({ method: 'DELETE', url: `/api/feedback/${entry.id}`, headers: { cookie: api.cookies.staff } })
    expect(
      (
        await api.server.inject({
          method: 'DELETE',
          url: `/api/feedback/${entry.id}`,
          headers: { cookie: api.cookies.client },
        })
      ).statusCode,
    ).toBe(403)
    const res = await del()
    expect(res.statusCode).toBe(204)
    expect(res.payload).toBe('')
    expect(await api.server.app.db('feedback').where({ id: entry.id }).first()).toBeUndefined()
    expect((await del()).statusCode).toBe(404)
  })
})
