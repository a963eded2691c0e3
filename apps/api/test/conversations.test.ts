import type { Conversation, ServiceType } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { useApi } from './helpers.js'

const api = useApi({ signIn: ['staff'] })

const list = async (query = '') => {
  const res = await api.server.inject({ url: `/api/conversations${query}`, headers: { cookie: api.cookies.staff } })
  expect(res.statusCode).toBe(200)
  return res.result as Conversation[]
}

describe('the conversation inbox', () => {
  it('lists the seeded conversations newest activity first, each with its last message, count and unread flag', async () => {
    const conversations = await list()
    expect(conversations.length).toBeGreaterThanOrEqual(10)
    const times = conversations.map((c) => Date.parse(c.lastActivity))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(conversations.map((c) => c.status))).toEqual(new Set(['new', 'in_progress', 'completed', 'overdue']))
    for (const c of conversations) {
      expect(c.lastMessage).toEqual({ senderName: expect.any(String), content: expect.any(String) })
      expect(typeof c.isUnread).toBe('boolean')
    }
  })

  it('assigns conversations to the seeded staff by name', async () => {
    const users = (await api.server.app
      .db('users')
      .whereIn('email', ['staff@ledgerline.example', 'manager@ledgerline.example'])) as Array<{
      firstName: string
      lastName: string
    }>
    const names = users.map((u) => `${u.firstName} ${u.lastName}`)
    const assignees = new Set((await list()).map((c) => c.assignedTo))
    for (const name of names) expect(assignees).toContain(name)
  })

  it('filters by status, service type and assignee', async () => {
    for (const c of await list('?status=overdue')) expect(c.status).toBe('overdue')
    expect((await list('?status=overdue')).length).toBeGreaterThan(0)
    const types = (await api.server.inject({ url: '/api/service-types', headers: { cookie: api.cookies.staff } }))
      .result as ServiceType[]
    const individual = types.find((t) => t.name === 'Individual Tax Return')!
    const byType = await list(`?serviceTypeId=${individual.id}`)
    expect(byType.length).toBeGreaterThan(1)
    for (const c of byType) expect(c.serviceTypeId).toBe(individual.id)
    const someone = byType[0]!.assignedTo!
    for (const c of await list(`?assignedTo=${encodeURIComponent(someone)}`)) expect(c.assignedTo).toBe(someone)
  })

  it('searches title or assignee, case-insensitive, with LIKE wildcards taken literally', async () => {
    const byTitle = await list('?q=BAKERY')
    expect(byTitle.map((c) => c.title)).toEqual(['Payroll setup – Brightside Bakery'])
    const assignee = (await list())[0]!.assignedTo!
    const byAssignee = await list(`?q=${encodeURIComponent(assignee.toUpperCase())}`)
    expect(byAssignee.length).toBeGreaterThan(0)
    expect(await list('?q=%25')).toEqual([])
    expect(await list('?q=_')).toEqual([])
  })

  it('refuses unknown filters and bad values', async () => {
    for (const query of ['?status=closed', '?serviceTypeId=abc', '?sort=title']) {
      const res = await api.server.inject({ url: `/api/conversations${query}`, headers: { cookie: api.cookies.staff } })
      expect(res.statusCode).toBe(400)
    }
  })

  it('lists the service types', async () => {
    const res = await api.server.inject({ url: '/api/service-types', headers: { cookie: api.cookies.staff } })
    expect(res.statusCode).toBe(200)
    expect((res.result as ServiceType[]).map((t) => t.name)).toContain('Business Tax Return')
  })
})
