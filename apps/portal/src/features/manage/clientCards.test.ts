import type { Client } from '@ledgerline/sdk'
import { describe, expect, it } from 'vitest'
import { clientName, initials, searchClients } from './clientCards'

const client = (
  id: number,
  firstName: string,
  lastName: string,
  email: string,
  phone: string | null = null,
): Client => ({
  id,
  firstName,
  lastName,
  email,
  phone,
  address: null,
  profileImageUrl: null,
  isVip: false,
})

const clients = [
  client(1, 'Casey', 'Morgan', 'client@example.com', '(555) 010-1000'),
  client(2, 'Robert', 'Chen', 'rchen@example.com'),
]

describe('client cards', () => {
  it('names the client and takes the initials', () => {
    expect(clientName(clients[0])).toBe('Casey Morgan')
    expect(initials(client(3, 'émile', 'zola', 'e@example.com'))).toBe('ÉZ')
  })

  it('searches full name, e-mail and phone, ignoring case', () => {
    expect(searchClients(clients, 'casey morgan').map((c) => c.id)).toEqual([1])
    expect(searchClients(clients, 'RCHEN@').map((c) => c.id)).toEqual([2])
    expect(searchClients(clients, '010-1000').map((c) => c.id)).toEqual([1])
    expect(searchClients(clients, '')).toHaveLength(2)
    expect(searchClients(clients, 'nobody')).toEqual([])
  })
})
