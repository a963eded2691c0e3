import type { User } from '@ledgerline/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { FakeHandler } from '@/test/fake-api'
import { makeUser, renderWithProviders } from '@/test/render'
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
  mfaEnabled: false,
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

  it('offers the controls', async () => {
    renderAdmin()
    await screen.findByRole('heading', { name: 'Internal Users (3)' })
    for (const name of ['Import', 'Invite', 'Export']) expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByLabelText('Search users')).toBeInTheDocument()
    const status = screen.getByRole('combobox', { name: 'STATUS' })
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active', 'Invited', 'Deactivated'])
  })

  it('says the other sections are under development', async () => {
    const user = userEvent.setup()
    renderAdmin()
    await user.click(screen.getByRole('button', { name: 'Teams' }))
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeInTheDocument()
    expect(screen.getByText('This section is under development.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows the webhooks under Connectors', async () => {
    const user = userEvent.setup()
    renderAdmin()
    await user.click(screen.getByRole('button', { name: 'Connectors' }))
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeInTheDocument()
  })
})

describe('admin settings for an administrator (production accounts)', () => {
  const people = [
    users[0]!,
    users[2]!,
    { ...users[3]!, status: 'inactive' as const, active: false },
    { ...user(5, 'staff', 'Ivy', 'New', '2026-02-01T12:00:00.000Z'), status: 'invited' as const },
  ]

  function renderAsAdmin(api: Record<string, FakeHandler> = {}) {
    return renderWithProviders(<AdminSettingsPage />, {
      route: '/admin',
      api: { 'GET /api/auth/user': { body: makeUser('admin') }, 'GET /api/users': { body: people }, ...api },
    })
  }
  const names = () =>
    within(screen.getByRole('table', { name: 'Internal users' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent)

  it('searches by name or e-mail and filters by status', async () => {
    const u = userEvent.setup()
    renderAsAdmin()
    await screen.findByRole('heading', { name: 'Internal Users (4)' })
    expect(names()).toHaveLength(4)
    await u.type(screen.getByLabelText('Search users'), 'morgan@')
    expect(names()).toEqual(['Morgan Blakemorgan@ledgerline.example'])
    await u.clear(screen.getByLabelText('Search users'))
    await u.selectOptions(screen.getByRole('combobox', { name: 'STATUS' }), 'Deactivated')
    expect(names()).toEqual(['Sam Reedsam@ledgerline.example'])
    await u.selectOptions(screen.getByRole('combobox', { name: 'STATUS' }), 'Invited')
    expect(names()).toEqual(['Ivy Newivy@ledgerline.example'])
    expect(screen.getByText('INVITED')).toBeInTheDocument()
  })

  it('invites a team member', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    renderAsAdmin({
      'POST /api/users/invitations': ({ body }) => {
        sent.push(body)
        return {
          status: 201,
          body: { ...user(9, 'manager', 'Ada', 'Park', '2026-03-01T00:00:00Z'), status: 'invited' },
        }
      },
    })
    await screen.findByRole('heading', { name: 'Internal Users (4)' })
    await u.click(screen.getByRole('button', { name: 'Invite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    await u.type(within(dialog).getByLabelText('Email'), 'ada@ledgerline.example')
    await u.type(within(dialog).getByLabelText('First name'), 'Ada')
    await u.type(within(dialog).getByLabelText('Last name'), 'Park')
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'manager')
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual([{ email: 'ada@ledgerline.example', firstName: 'Ada', lastName: 'Park', role: 'manager' }])
  })

  it('invites a client for their client record, filled in from it', async () => {
    const u = userEvent.setup()
    const sent: unknown[] = []
    renderAsAdmin({
      'GET /api/clients': {
        body: [
          {
            id: 12,
            firstName: 'Jordan',
            lastName: 'Avery',
            email: 'jordan@home.example',
            phone: null,
            address: null,
            profileImageUrl: null,
            isVip: true,
          },
        ],
      },
      'POST /api/users/invitations': ({ body }) => {
        sent.push(body)
        return {
          status: 201,
          body: { ...user(13, 'client', 'Jordan', 'Avery', '2026-03-01T00:00:00Z'), status: 'invited' },
        }
      },
    })
    await screen.findByRole('heading', { name: 'Internal Users (4)' })
    await u.click(screen.getByRole('button', { name: 'Invite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'client')
    const record = within(dialog).getByRole('combobox', { name: 'Client record' })
    await within(record).findByRole('option', { name: /Jordan Avery/ })
    await u.selectOptions(record, '12')
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jordan@home.example')
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      expect(sent).toEqual([
        { email: 'jordan@home.example', firstName: 'Jordan', lastName: 'Avery', role: 'client', clientId: 12 },
      ]),
    )
  })

  it('opens a user from the list to deactivate them or end their sessions', async () => {
    const u = userEvent.setup()
    const calls: string[] = []
    renderAsAdmin({
      'PATCH /api/users/3': ({ body }) => {
        calls.push(`PATCH ${JSON.stringify(body)}`)
        return { body: { ...users[2]!, active: false, status: 'inactive' } }
      },
      'DELETE /api/users/3/sessions': () => {
        calls.push('DELETE sessions')
        return { body: { ended: 2 } }
      },
    })
    await u.click(await screen.findByRole('button', { name: 'Morgan Blake' }))
    const dialog = await screen.findByRole('dialog', { name: 'Morgan Blake' })
    await u.click(within(dialog).getByRole('button', { name: 'End all sessions' }))
    expect(await screen.findByText('Ended 2 sessions of Morgan Blake')).toBeInTheDocument()
    await u.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(calls).toEqual(['DELETE sessions', 'PATCH {"active":false}']))
  })

  it('shows the audit log to administrators only', async () => {
    const u = userEvent.setup()
    renderAsAdmin({
      'GET /api/audit-events': {
        body: [
          {
            id: 7,
            createdAt: '2026-03-01T10:00:00.000Z',
            actorId: 1,
            actorLabel: 'avery@ledgerline.example',
            action: 'user.deactivated',
            targetType: 'user',
            targetId: '4',
            targetLabel: 'sam@ledgerline.example',
            ip: '203.0.113.9',
            userAgent: 'Firefox',
            details: null,
          },
        ],
      },
    })
    await u.click(await screen.findByRole('button', { name: 'Audit Log' }))
    const table = await screen.findByRole('table', { name: 'Audit log' })
    expect(await within(table).findByText('user.deactivated')).toBeInTheDocument()
    expect(within(table).getByText('sam@ledgerline.example')).toBeInTheDocument()
    expect(within(table).getByText('203.0.113.9')).toBeInTheDocument()
  })
})
