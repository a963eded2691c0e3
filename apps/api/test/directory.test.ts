import type { Client, FlowTemplate, LibraryItem, User } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { useApi } from './helpers.js'

const api = useApi({ signIn: ['manager'] })

const get = async <T>(url: string) => {
  const res = await api.server.inject({ url, headers: { cookie: api.cookies.manager } })
  expect(res.statusCode).toBe(200)
  return { body: res.result as T, payload: res.payload }
}

describe('the library', () => {
  it('has the 8 flow templates, 6 action templates and 4 files of the overview counts', async () => {
    const flows = (await get<FlowTemplate[]>('/api/library/flow-templates')).body
    expect(flows).toHaveLength(8)
    expect(flows.map((f) => f.title)).toEqual(
      expect.arrayContaining([
        'Virtual Tax Filing',
        'Power of Attorney',
        'Statement of Understanding',
        'Authorization Form',
      ]),
    )
    expect(flows.some((f) => f.isShared) && flows.some((f) => !f.isShared)).toBe(true)
    expect((await get<LibraryItem[]>('/api/library/action-templates')).body).toHaveLength(6)
    const files = (await get<LibraryItem[]>('/api/library/files')).body
    expect(files).toHaveLength(4)
    for (const file of files)
      expect(file).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        type: expect.any(String),
        owner: expect.any(String),
        lastModified: expect.any(String),
        size: expect.any(Number),
      })
  })
})

describe('clients', () => {
  it("lists the firm's clients, the demo client as VIP, some without phone or address", async () => {
    const clients = (await get<Client[]>('/api/clients')).body
    expect(clients.length).toBeGreaterThanOrEqual(8)
    expect(clients.find((c) => c.email === 'client@example.com')).toMatchObject({ isVip: true })
    expect(clients.some((c) => !c.isVip)).toBe(true)
    expect(clients.some((c) => c.phone === null)).toBe(true)
    expect(clients.some((c) => c.address === null)).toBe(true)
  })
})

describe('users', () => {
  it('lists the users without any password hash or secret', async () => {
    const { body, payload } = await get<User[]>('/api/users')
    expect(body.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@ledgerline.example', 'client@example.com']))
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'active',
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'mfaEnabled',
        'profileImageUrl',
        'role',
        'status',
        'username',
        'vipStatus',
      ].sort(),
    )
    expect(payload).not.toMatch(/passwordHash|scrypt|\$s0|isActive|mfaSecret|mfaPendingSecret|mfaLastStep/)
  })
})
