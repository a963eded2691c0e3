import type { User } from '@ledgerline/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { FakeHandler } from '@/test/fake-api'
import { renderWithProviders } from '@/test/render'
import AdminSettingsPage from './AdminSettingsPage'

const user = (id: number, role: User['role'], firstName: string, lastName: string, createdAt: string): User => ({
  id,
  role,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@ledgerline.example`,
  username: firstName.toLowerCase(),
  profileImageUrl: null,
  vipStatus: false,
  active: true,
  status: 'active',
  createdAt,
})

const users = [
  user(1, 'admin', 'Avery', 'Stone', '2026-01-15T12:00:00.000Z'),
  user(2, 'client', 'Casey', 'Morgan', '2026-01-16T12:00:00.000Z'),
  user(3, 'manager', 'Morgan', 'Blake', '2025-11-03T12:00:00.000Z'),
  user(4, 'staff', 'Sam', 'Reed', '2025-12-24T12:00:00.000Z'),
]

function renderAdmin(usersAnswer: FakeHandler = { body: users }) {
  return renderWithProviders(<AdminSettingsPage />, { route: '/admin', api: { 'GET /api/users': usersAnswer } })
}

describe('admin settings', () => {
  it('lists the side menu and the Business Portal button', () => {
    renderAdmin()
    const menu = within(screen.getByRole('navigation', { name: 'Settings' }))
    expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Internal Users',
      'Clients',
      'Teams',
      'Conversation Tags',
      'Internal Quick Links',
      'Connectors',
      'Connect Email Domain',
      'Single Sign On',
      'Advanced Features',
      'Permissions',
    ])
    expect(menu.getByText('Client Portal')).toBeInTheDocument()
    expect(menu.getByRole('button', { name: 'Business Portal' })).toBeInTheDocument()
  })

  it('shows skeleton rows while the users load', () => {
    renderAdmin(() => new Promise(() => {}))
    expect(screen.getAllByTestId('user-skeleton')).toHaveLength(3)
  })

  it('counts only internal users and shows them in the table with the fixed columns', async () => {
    renderAdmin()
    expect(await screen.findByRole('heading', { name: 'Internal Users (3)' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Internal users' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['NAME', 'JOB TITLE', 'ADMIN', 'STATUS', 'ASSIGNED USERS', 'DATE CREATED'])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['Avery Stoneavery@ledgerline.example', 'Administrator', '—', 'ACTIVE', '0', '1/15/2026'],
      ['Morgan Blakemorgan@ledgerline.example', 'Manager', '—', 'ACTIVE', '0', '11/3/2025'],
      ['Sam Reedsam@ledgerline.example', 'Staff', '—', 'ACTIVE', '0', '12/24/2025'],
    ])
    expect(within(table).queryByText(/Casey/)).not.toBeInTheDocument()
  })

  it('offers the inert controls', async () => {
    renderAdmin()
    await screen.findByRole('heading', { name: 'Internal Users (3)' })
    for (const name of ['Import', 'Invite', 'Export']) expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByLabelText('Search users')).toBeInTheDocument()
    const status = screen.getByRole('combobox', { name: 'STATUS' })
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active', 'Deactivated'])
  })

  it('says the other sections are under development', async () => {
    const user = userEvent.setup()
    renderAdmin()
    await user.click(screen.getByRole('button', { name: 'Connectors' }))
    expect(screen.getByRole('heading', { name: 'Connectors' })).toBeInTheDocument()
    expect(screen.getByText('This section is under development.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
