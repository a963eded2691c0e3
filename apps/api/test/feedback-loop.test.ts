import type { Count, Feedback, Notification } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { useApi } from './helpers.js'

/** Issue 18, item 1: reporters hear back. */
const api = useApi({ signIn: ['client', 'staff', 'manager'] })

const submit = async (cookie: string, message: string): Promise<Feedback> => {
  const res = await api.server.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie },
    payload: { message, category: 'broken', pageUrl: '/client/documents' },
  })
  expect(res.statusCode).toBe(201)
  return res.result as Feedback
}

const patch = (id: number, payload: object, cookie = api.cookies.staff) =>
  api.server.inject({ method: 'PATCH', url: `/api/feedback/${id}`, headers: { cookie }, payload })

const get = async <T>(url: string, cookie: string): Promise<T> => {
  const res = await api.server.inject({ url, headers: { cookie } })
  expect(res.statusCode, res.payload).toBe(200)
  return res.result as T
}

describe('resolving with a note', () => {
  it('stores the note with the entry and tells the reporter in the notification panel', async () => {
    const entry = await submit(api.cookies.client, 'The upload button does nothing\nSecond line')
    expect(entry.resolutionNote).toBeNull()
    expect(entry.statusChangedAt).toBe(entry.createdAt)
    const unreadBefore = (await get<Count>('/api/notifications/unread-count', api.cookies.client)).count

    const res = await patch(entry.id, { status: 'resolved', note: "  Fixed in today's release  " })
    expect(res.statusCode).toBe(200)
    const resolved = res.result as Feedback
    expect(resolved.resolutionNote).toBe("Fixed in today's release")
    expect(Date.parse(resolved.statusChangedAt!)).toBeGreaterThan(Date.parse(entry.createdAt) - 1)

    expect((await get<Count>('/api/notifications/unread-count', api.cookies.client)).count).toBe(unreadBefore + 1)
    const [latest] = await get<Notification[]>('/api/notifications', api.cookies.client)
    expect(latest).toMatchObject({
      type: 'success',
      title: `Your feedback #${entry.id} was resolved`,
      description: "Fixed in today's release",
      read: false,
    })
    // Staff (who did not submit it) are not notified.
    const staffLatest = (await get<Notification[]>('/api/notifications', api.cookies.staff))[0]
    expect(staffLatest?.title ?? '').not.toContain(`#${entry.id}`)
  })

  it('tells the reporter of a lock too, quoting the entry when there is no note; a reopen tells no one', async () => {
    const entry = await submit(api.cookies.client, 'Totals are off by a cent')
    expect((await patch(entry.id, { status: 'locked' }, api.cookies.manager)).statusCode).toBe(200)
    const [locked] = await get<Notification[]>('/api/notifications', api.cookies.client)
    expect(locked).toMatchObject({
      type: 'info',
      title: `Your feedback #${entry.id} is being looked at`,
      description: '“Totals are off by a cent”',
    })
    const count = (await get<Count>('/api/notifications/unread-count', api.cookies.client)).count
    const reopened = await patch(entry.id, { status: 'open' })
    expect((reopened.result as Feedback).resolutionNote).toBeNull()
    expect((await get<Count>('/api/notifications/unread-count', api.cookies.client)).count).toBe(count)
    // A priority change is no status change: nobody is told, the note and date stay.
    const before = reopened.result as Feedback
    const reprioritised = (await patch(entry.id, { priority: 'high' })).result as Feedback
    expect(reprioritised.statusChangedAt).toBe(before.statusChangedAt)
    expect((await get<Count>('/api/notifications/unread-count', api.cookies.client)).count).toBe(count)
  })

  it('lets staff correct the note of a resolved entry without telling the reporter again', async () => {
    const entry = await submit(api.cookies.client, 'Wrong year on the summary')
    await patch(entry.id, { status: 'resolved', note: 'Fixed' })
    const count = (await get<Count>('/api/notifications/unread-count', api.cookies.client)).count
    const res = await patch(entry.id, { status: 'resolved', note: 'Fixed in release 2.4' })
    expect((res.result as Feedback).resolutionNote).toBe('Fixed in release 2.4')
    expect((await get<Count>('/api/notifications/unread-count', api.cookies.client)).count).toBe(count)
  })

  it('refuses a note that is too long or comes without a status, and writes nothing', async () => {
    const entry = await submit(api.cookies.client, 'Refused notes')
    const long = await patch(entry.id, { status: 'resolved', note: 'x'.repeat(1001) })
    expect(long.statusCode).toBe(400)
    expect(JSON.parse(long.payload).message).toContain('"note" length must be less than or equal to 1000')
    const alone = await patch(entry.id, { note: 'Just a note' })
    expect(alone.statusCode).toBe(400)
    expect(JSON.parse(alone.payload).message).toContain('"note" missing required peer "status"')
    const [mine] = await get<Feedback[]>('/api/feedback/mine?limit=1', api.cookies.client)
    expect(mine).toMatchObject({ id: entry.id, status: 'open', resolutionNote: null })
  })

  it('shows the note in both exports', async () => {
    const entry = await submit(api.cookies.client, 'Export me')
    await patch(entry.id, { status: 'resolved', note: 'Shipped <today> *fast*' })
    const json = JSON.parse(
      (await api.server.inject({ url: '/api/feedback/export/json', headers: { cookie: api.cookies.staff } })).payload,
    )
    expect(json.find((e: Feedback) => e.id === entry.id)).toMatchObject({ resolutionNote: 'Shipped <today> *fast*' })
    const markdown = (
      await api.server.inject({ url: '/api/feedback/export/markdown', headers: { cookie: api.cookies.staff } })
    ).payload
    const section = markdown.slice(markdown.indexOf(`## Feedback #${entry.id}`))
    expect(section).toMatch(/\*\*Resolution note\*\* \(\S+\):\n\n> Shipped &lt;today&gt; \\\*fast\\\*/)
  })
})

describe('GET /api/feedback/mine', () => {
  it("answers only the caller's own entries, newest first, page by page", async () => {
    const others = await submit(api.cookies.staff, 'Staff entry, not the client’s')
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await submit(api.cookies.client, `Paged entry ${i}`)).id)

    const first = await api.server.inject({
      url: '/api/feedback/mine?limit=2',
      headers: { cookie: api.cookies.client },
    })
    expect(first.statusCode).toBe(200)
    expect((first.result as Feedback[]).map((e) => e.id)).toEqual([ids[2], ids[1]])
    const link = first.headers.link as string
    expect(link).toMatch(/^<\/api\/feedback\/mine\?limit=2&cursor=[\w-]+>; rel="next"$/)

    const second = await api.server.inject({
      url: /<([^>]+)>/.exec(link)![1]!,
      headers: { cookie: api.cookies.client },
    })
    expect((second.result as Feedback[])[0]!.id).toBe(ids[0])

    const all = await get<Feedback[]>('/api/feedback/mine?limit=100', api.cookies.client)
    expect(all.map((e) => e.id)).not.toContain(others.id)
    const clientId = (await api.server.app.db('users').where({ email: 'client@example.com' }).first('id')).id
    const owned = await api.server.app.db('feedback').where({ userId: clientId }).count({ n: '*' }).first()
    expect(all).toHaveLength(Number(owned!.n))
    expect((await get<Feedback[]>('/api/feedback/mine', api.cookies.staff)).map((e) => e.id)).toContain(others.id)
  })

  it('answers 400 to a forged cursor or a limit out of range', async () => {
    for (const query of ['cursor=bm90LWEtY3Vyc29y', 'limit=0', 'limit=101']) {
      const res = await api.server.inject({
        url: `/api/feedback/mine?${query}`,
        headers: { cookie: api.cookies.client },
      })
      expect(res.statusCode, query).toBe(400)
    }
  })
})
