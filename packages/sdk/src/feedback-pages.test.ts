import { describe, expect, it } from 'vitest'
import { createClient } from './client.js'
import { ApiError } from './errors.js'
import { linkTarget } from './link-header.js'
import { createFakeFetch, json } from './test/fake-fetch.js'
import { makeEntry, pagedFeedback, summaryOf } from './test/fake-feedback.js'
import type { Feedback } from './types.js'

/** 250 entries: every third locked, every tenth resolved, every fifth urgent. */
function manyEntries(): Feedback[] {
  return Array.from({ length: 250 }, (_, index) => {
    const id = index + 1
    return makeEntry(id, {
      status: id % 10 === 0 ? 'resolved' : id % 3 === 0 ? 'locked' : 'open',
      priority: id % 5 === 0 ? 'urgent' : 'normal',
      reporterName: id === 77 ? 'Maria Lopez' : 'Client',
    })
  })
}

function setup(entries: Feedback[] = manyEntries()) {
  const fake = createFakeFetch({
    'GET /api/feedback': pagedFeedback(() => entries),
    'GET /api/feedback/summary': () => json(summaryOf(entries)),
  })
  return { fake, api: createClient({ baseUrl: 'https://portal.example', fetch: fake.fetch }), entries }
}

describe('the Link header (RFC 8288)', () => {
  it.each([
    ['</api/feedback?limit=2&cursor=abc>; rel="next"', '/api/feedback?limit=2&cursor=abc'],
    ['</api/feedback?cursor=abc>; rel=next', '/api/feedback?cursor=abc'],
    ['</a>; rel="prev", </b?x=1,2;y>; title="a, b; c"; rel="next"', '/b?x=1,2;y'],
    ['</a>; rel="prev next"', '/a'],
    ['</a>; REL="Next"', '/a'],
    ['</a>; title="rel=next"', null],
    ['</a>; rel="prev"', null],
    ['</a>; rel="nextpage"', null],
    ['', null],
    [null, null],
  ])('finds the next page in %j', (header, expected) => {
    expect(linkTarget(header, 'next')).toBe(expected)
  })
})

describe('paging the feedback list (DECISIONS.md §6)', () => {
  it('fetches one page with its filters and the cursor of the next page from the Link header', async () => {
    const { api, fake } = setup()
    const first = await api.listFeedbackPage({ status: 'open', priority: 'urgent', q: '', limit: 10 })

    expect(fake.requests[0].url.href).toBe('https://portal.example/api/feedback?status=open&priority=urgent&limit=10')
    expect(first.entries).toHaveLength(10)
    expect(first.entries.every((entry) => entry.status === 'open' && entry.priority === 'urgent')).toBe(true)
    expect(first.entries.map((entry) => entry.id)).toEqual(
      [...first.entries.map((entry) => entry.id)].sort((a, b) => b - a),
    )
    expect(first.next).toMatch(/^\/api\/feedback\?status=open&priority=urgent&limit=10&cursor=/)
    expect(first.nextCursor).toEqual(expect.any(String))

    const second = await api.listFeedbackPage({
      status: 'open',
      priority: 'urgent',
      limit: 10,
      cursor: first.nextCursor,
    })
    expect(new URL(fake.requests[1].url).searchParams.get('cursor')).toBe(first.nextCursor)
    expect(Math.max(...second.entries.map((entry) => entry.id))).toBeLessThan(
      Math.min(...first.entries.map((e) => e.id)),
    )
  })

  it('says there is no next page on the last one', async () => {
    const { api } = setup([makeEntry(1), makeEntry(2)])
    await expect(api.listFeedbackPage()).resolves.toEqual({
      entries: [makeEntry(2), makeEntry(1)],
      next: null,
      nextCursor: null,
    })
  })

  it('a cursor the server refuses is an ApiError 400', async () => {
    const { api } = setup()
    const error = await api.listFeedbackPage({ cursor: 'not-a-cursor' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400 })
  })

  it('feedbackEntries yields every matching entry across pages, newest first, each once', async () => {
    const { api, fake, entries } = setup()
    const seen: number[] = []
    for await (const entry of api.feedbackEntries({ status: 'open' }, { pageSize: 40 })) seen.push(entry.id)

    const expected = entries
      .filter((entry) => entry.status === 'open')
      .map((entry) => entry.id)
      .sort((a, b) => b - a)
    expect(expected.length).toBeGreaterThan(120)
    expect(seen).toEqual(expected)
    expect(fake.count('GET /api/feedback')).toBe(Math.ceil(expected.length / 40))
    expect(fake.requests.every((request) => request.url.searchParams.get('status') === 'open')).toBe(true)
  })

  it('feedbackEntries with the server default page size and a search', async () => {
    const { api, fake } = setup()
    const found: Feedback[] = []
    for await (const entry of api.feedbackEntries({ q: 'maria' })) found.push(entry)
    expect(found.map((entry) => entry.id)).toEqual([77])
    expect(fake.requests[0].url.search).toBe('?q=maria')

    let all = 0
    for await (const _entry of api.feedbackEntries()) all++
    expect(all).toBe(250)
    expect(fake.count('GET /api/feedback')).toBe(1 + 3)
  })

  it('feedbackEntries fetches no further page once the loop stops', async () => {
    const { api, fake } = setup()
    const firstFive: number[] = []
    for await (const entry of api.feedbackEntries({}, { pageSize: 10 })) {
      firstFive.push(entry.id)
      if (firstFive.length === 5) break
    }
    expect(firstFive).toEqual([250, 249, 248, 247, 246])
    expect(fake.count('GET /api/feedback')).toBe(1)
  })

  it('feedbackEntries throws the failing page’s error', async () => {
    const { api, fake, entries } = setup()
    let pages = 0
    fake.on('GET /api/feedback', (request) => {
      pages++
      return pages === 2
        ? json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 })
        : pagedFeedback(() => entries)(request)
    })
    const seen: number[] = []
    const failure = (async () => {
      for await (const entry of api.feedbackEntries({}, { pageSize: 100 })) seen.push(entry.id)
    })()
    await expect(failure).rejects.toMatchObject({ status: 500 })
    expect(seen).toHaveLength(100)
  })

  it('reads the summary', async () => {
    const { api, entries } = setup()
    const summary = await api.getFeedbackSummary()
    expect(summary).toEqual(summaryOf(entries))
    expect(summary.open + summary.locked + summary.resolved).toBe(summary.total)
  })
})
