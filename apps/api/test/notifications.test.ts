import type { Count, Notification } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { useApi } from './helpers.js'

const api = useApi({ signIn: ['client', 'staff'] })

const get = async <T>(url: string, cookie: string) => {
  const res = await api.server.inject({ url, headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return res.result as T
}

describe('notifications', () => {
  it('each demo user has their own, some read and some unread, newest first', async () => {
    for (const cookie of [api.cookies.client, api.cookies.staff]) {
      const list = await get<Notification[]>('/api/notifications', cookie)
      expect(list.some((n) => n.read)).toBe(true)
      expect(list.some((n) => !n.read)).toBe(true)
      const times = list.map((n) => Date.parse(n.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
    }
    const mine = await get<Notification[]>('/api/notifications', api.cookies.client)
    const theirs = await get<Notification[]>('/api/notifications', api.cookies.staff)
    expect(mine.map((n) => n.id).filter((id) => theirs.some((t) => t.id === id))).toEqual([])
  })

  it('counts the unread ones and marks one read', async () => {
    const before = await get<Count>('/api/notifications/unread-count', api.cookies.client)
    const unread = (await get<Notification[]>('/api/notifications', api.cookies.client)).find((n) => !n.read)!
    expect(before.count).toBeGreaterThan(0)
    const res = await api.server.inject({
      method: 'POST',
      url: `/api/notifications/${unread.id}/read`,
      headers: { cookie: api.cookies.client },
    })
    expect(res.statusCode).toBe(200)
    expect(res.result).toMatchObject({ id: unread.id, read: true })
    expect(await get<Count>('/api/notifications/unread-count', api.cookies.client)).toEqual({ count: before.count - 1 })
    // Marking again is harmless.
    const again = await api.server.inject({
      method: 'POST',
      url: `/api/notifications/${unread.id}/read`,
      headers: { cookie: api.cookies.client },
    })
    expect(again.statusCode).toBe(200)
    expect(await get<Count>('/api/notifications/unread-count', api.cookies.client)).toEqual({ count: before.count - 1 })
  })

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const theirs = (await get<Notification[]>('/api/notifications', api.cookies.staff)).find((n) => !n.read)!
    const res = await api.server.inject({
      method: 'POST',
      url: `/api/notifications/${theirs.id}/read`,
      headers: { cookie: api.cookies.client },
    })
    expect(res.statusCode).toBe(404)
    const after = (await get<Notification[]>('/api/notifications', api.cookies.staff)).find((n) => n.id === theirs.id)!
    expect(after.read).toBe(false)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (
        await api.server.inject({
          method: 'POST',
          url: '/api/notifications/999999/read',
          headers: { cookie: api.cookies.client },
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await api.server.inject({
          method: 'POST',
          url: '/api/notifications/abc/read',
          headers: { cookie: api.cookies.client },
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await api.server.inject({
          method: 'POST',
          url: '/api/notifications/0/read',
          headers: { cookie: api.cookies.client },
        })
      ).statusCode,
    ).toBe(400)
  })
})
