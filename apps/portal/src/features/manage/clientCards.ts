import type { Client } from '@ledgerline/sdk'

export function clientName(client: Pick<Client, 'firstName' | 'lastName'>): string {
  return `${client.firstName} ${client.lastName}`.trim()
}

export function initials(client: Pick<Client, 'firstName' | 'lastName'>): string {
  return `${client.firstName.charAt(0)}${client.lastName.charAt(0)}`.toUpperCase()
}

/** The Clients view's search: name, e-mail or phone, ignoring case. */
export function searchClients(clients: readonly Client[], query: string): Client[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...clients]
  return clients.filter((client) =>
    [clientName(client), client.email, client.phone ?? ''].some((field) => field.toLowerCase().includes(needle)),
  )
}
