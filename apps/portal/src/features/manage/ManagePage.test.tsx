import type { Client } from '@ledgerline/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callsOf } from '@/test/fake-api'
import { renderWithProviders } from '@/test/render'
import ManagePage from './ManagePage'

const clients: Client[] = [
  {
    id: 1,
    firstName: 'Casey',
    lastName: 'Morgan',
    email: 'client@example.com',
    phone: '(555) 010-1000',
    address: '12 Elm Street, Springfield',
    profileImageUrl: null,
    isVip: true,
  },
  {
    id: 2,
    firstName: 'Robert',
    lastName: 'Chen',
    email: 'rchen@example.com',
    phone: null,
    address: null,
    profileImageUrl: null,
    isVip: false,
  },
]

function renderManage() {
  return renderWithProviders(<ManagePage />, { route: '/manage', api: { 'GET /api/clients': { body: clients } } })
}

const menu = () => within(screen.getByRole('navigation', { name: 'Manage' }))
const content = () => within(screen.getByRole('region', { name: 'Manage content' }))

describe('the manage menu', () => {
  it('shows the groups expanded, with the fixed badges 3 and 94', () => {
    renderManage()
    expect(menu().getByRole('button', { name: 'Collapse Engagement' })).toHaveAttribute('aria-expanded', 'true')
    expect(menu().getByRole('button', { name: 'Collapse Reports' })).toHaveAttribute('aria-expanded', 'true')
    expect(menu().getByRole('button', { name: 'Pending Invites 3' })).toBeInTheDocument()
    expect(menu().getByRole('button', { name: 'Contact Updates 94' })).toBeInTheDocument()
    for (const name of ['Calendar', 'Contacts', 'Broadcast', 'Audit'])
      expect(menu().getByRole('button', { name })).toBeInTheDocument()
    const reports = within(menu().getByRole('list', { name: 'Reports' }))
    expect(reports.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Conversations',
      'Actions',
      'Clients',
      'Internal Users',
      'Flow Performance',
    ])
  })

  it('starts on Engagement → Clients', async () => {
    renderManage()
    const engagement = within(menu().getByRole('list', { name: 'Engagement' }))
    expect(engagement.getByRole('button', { name: 'Clients' })).toHaveAttribute('aria-current', 'page')
    expect(await content().findByText('Casey Morgan')).toBeInTheDocument()
  })

  it('selects a top item together with its first child', async () => {
    const user = userEvent.setup()
    renderManage()
    await user.click(menu().getByRole('button', { name: 'Reports' }))
    const reports = within(menu().getByRole('list', { name: 'Reports' }))
    expect(reports.getByRole('button', { name: 'Conversations' })).toHaveAttribute('aria-current', 'page')
    expect(content().getByRole('heading', { name: 'Conversations' })).toBeInTheDocument()
    expect(content().getByText('Coming Soon')).toBeInTheDocument()
    expect(content().getByText('This section is under development.')).toBeInTheDocument()

    await user.click(menu().getByRole('button', { name: 'Engagement' }))
    expect(
      within(menu().getByRole('list', { name: 'Engagement' })).getByRole('button', { name: 'Clients' }),
    ).toHaveAttribute('aria-current', 'page')
  })

  it('shows Contact Updates with 94 Pending', async () => {
    const user = userEvent.setup()
    renderManage()
    await user.click(menu().getByRole('button', { name: 'Contact Updates 94' }))
    expect(menu().getByRole('button', { name: 'Contact Updates 94' })).toHaveAttribute('aria-current', 'page')
    expect(content().getByText('94 Pending')).toBeInTheDocument()
  })

  it('collapses and expands a group', async () => {
    const user = userEvent.setup()
    renderManage()
    await user.click(menu().getByRole('button', { name: 'Collapse Reports' }))
    expect(menu().queryByRole('list', { name: 'Reports' })).not.toBeInTheDocument()
    await user.click(menu().getByRole('button', { name: 'Expand Reports' }))
    expect(menu().getByRole('list', { name: 'Reports' })).toBeInTheDocument()
  })
})

describe('the clients view', () => {
  it('shows a card per client with initials, contact details and the VIP or Standard badge', async () => {
    renderManage()
    const cards = within(await content().findByRole('list', { name: 'Clients' })).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const [casey, robert] = cards.map((card) => within(card))
    expect(casey.getByText('CM')).toBeInTheDocument()
    expect(casey.getByText('client@example.com')).toBeInTheDocument()
    expect(casey.getByText('(555) 010-1000')).toBeInTheDocument()
    expect(casey.getByText('12 Elm Street, Springfield')).toBeInTheDocument()
    expect(casey.getByText('VIP Client')).toBeInTheDocument()
    expect(robert.getByText('Standard')).toBeInTheDocument()
    expect(robert.queryByText('Phone')).not.toBeInTheDocument()
    expect(robert.queryByText('Address')).not.toBeInTheDocument()
  })

  it('searches the clients', async () => {
    const user = userEvent.setup()
    renderManage()
    await content().findByText('Casey Morgan')
    await user.type(content().getByLabelText('Search clients'), 'chen')
    expect(content().queryByText('Casey Morgan')).not.toBeInTheDocument()
    expect(content().getByText('Robert Chen')).toBeInTheDocument()
  })

  it('offers Edit, Send Message and Remove in the card menu without calling the API', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderManage()
    await user.click(await content().findByRole('button', { name: 'Actions for Casey Morgan' }))
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Send Message', 'Remove'])
    await user.click(items[2])
    await user.click(content().getByRole('button', { name: 'Add Client' }))
    await user.click(content().getByRole('button', { name: 'Filter' }))
    expect(callsOf(fetchMock).filter((call) => !call.startsWith('GET '))).toEqual([])
  })
})
