import type { Server } from '@hapi/hapi'
import type { Count, Notification } from '@ledgerline/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

const get = async <T>(url: string, cookie: string) => {
  const res = await server.inject({ url, headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return res.result as T
}

describe('notifications', () => {
  it('each demo user has their own, some read and some unread, newest first', async () => {
    for (const cookie of [client, staff]) {
      const list = await get<Notification[]>('/api/notifications', cookie)
      expect(list.some((n) => n.read)).toBe(true)
      expect(list.some((n) => !n.read)).toBe(true)
      const times = list.map((n) => Date.parse(n.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
    }
    const mine = await get<Notification[]>('/api/notifications', client)
    const theirs = await get<Notification[]>('/api/notifications', staff)
    expect(mine.map((n) => n.id).filter((id) => theirs.some((t) => t.id === id))).toEqual([])
  })

  it('counts the unread ones and marks one read', async () => {
    const before = await get<Count>('/api/notifications/unread-count', client)
    const unread = (await get<Notification[]>('/api/notifications', client)).find((n) => !n.read)!
    expect(before.count).toBeGreaterThan(0)
    const res = await server.inject({
      method: 'POST',
      url: `/api/notifications/${unread.id}/read`,
      headers: { cookie: client },
    })
    expect(res.statusCode).toBe(200)
    expect(res.result).toMatchObject({ id: unread.id, read: true })
    expect(await get<Count>('/api/notifications/unread-count', client)).toEqual({ count: before.count - 1 })
    // Marking again is harmless.
    const again = await server.inject({
      method: 'POST',
      url: `/api/notifications/${unread.id}/read`,
      headers: { cookie: client },
    })
    expect(again.statusCode).toBe(200)
    expect(await get<Count>('/api/notifications/unread-count', client)).toEqual({ count: before.count - 1 })
  })

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const theirs = (await get<Notification[]>('/api/notifications', staff)).find((n) => !n.read)!
    const res = await server.inject({
      method: 'POST',
      url: `/api/notifications/${theirs.id}/read`,
      headers: { cookie: client },
    })
    expect(res.statusCode).toBe(404)
    const after = (await get<Notification[]>('/api/notifications', staff)).find((n) => n.id === theirs.id)!
    expect(after.read).toBe(false)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await server.inject({ method: 'POST', url: '/api/notifications/999999/read', headers: { cookie: client } }))
        .statusCode,
    ).toBe(404)
    expect(
      (await server.inject({ method: 'POST', url: '/api/notifications/abc/read', headers: { cookie: client } }))
        .statusCode,
    ).toBe(400)
    expect(
      (await server.inject({ method: 'POST', url: '/api/notifications/0/read', headers: { cookie: client } }))
        .statusCode,
    ).toBe(400)
  })
})
