import type { Conversation } from '@ledgerline/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { FakeRoutes } from '@/test/fake-api'
import { makeUser, renderWithProviders } from '@/test/render'
import { ConversationDrawer } from './ConversationDrawer'
import { unreadBadgeText } from './conversations'

function conversation(overrides: Partial<Conversation> & Pick<Conversation, 'id' | 'title'>): Conversation {
  return {
    status: 'new',
    assignedTo: 'Jordan Lee',
    serviceTypeId: 1,
    lastActivity: new Date(Date.now() - 5 * 60_000).toISOString(),
    messageCount: 2,
    isUnread: false,
    lastMessage: { senderName: 'Maria Garcia', content: 'I uploaded my W-2.' },
    ...overrides,
  }
}

const CONVERSATIONS: Conversation[] = [
  conversation({ id: 1, title: 'Virtual Tax Filing 2025', status: 'in_progress', isUnread: true, messageCount: 150 }),
  conversation({ id: 2, title: 'Power of Attorney', status: 'overdue', assignedTo: 'Priya Shah', isUnread: true, messageCount: 7 }),
  conversation({ id: 3, title: 'Quarterly estimates', status: 'completed', assignedTo: 'Priya Shah' }),
]

function renderDrawer(answer: FakeRoutes = {}) {
  return renderWithProviders(<ConversationDrawer onClose={() => {}} />, {
    api: {
      'GET /api/auth/user': { body: makeUser('staff') },
      'GET /api/conversations': { body: CONVERSATIONS },
      ...answer,
    },
  })
}

describe('the conversation drawer', () => {
  it('lists conversations with status dot, assignee, last message, relative time and unread badge', async () => {
    renderDrawer()
    const rows = await screen.findAllByTestId('conversation-row')
    expect(rows).toHaveLength(3)
    const first = within(rows[0])
    expect(first.getByText('Virtual Tax Filing 2025')).toBeInTheDocument()
    expect(first.getByRole('img', { name: 'In progress' })).toHaveClass('bg-yellow-500')
    expect(first.getByText('Jordan Lee')).toBeInTheDocument()
    expect(first.getByText('Maria Garcia:')).toBeInTheDocument()
    expect(first.getByText('5 minutes ago')).toBeInTheDocument()
    expect(first.getByLabelText('150 unread')).toHaveTextContent('99+')
    expect(within(rows[1]).getByLabelText('7 unread')).toHaveTextContent('7')
    expect(within(rows[1]).getByRole('img', { name: 'Overdue' })).toHaveClass('bg-red-500')
    expect(within(rows[2]).queryByLabelText(/unread/)).not.toBeInTheDocument()
    expect(within(rows[2]).getByRole('img', { name: 'Completed' })).toHaveClass('bg-green-500')
  })

  it('filters by title or assignee as the user types', async () => {
    const user = userEvent.setup()
    renderDrawer()
    await screen.findAllByTestId('conversation-row')
    const filter = screen.getByRole('searchbox', { name: 'Filter conversations' })

    await user.type(filter, 'attorney')
    expect(screen.getAllByTestId('conversation-row')).toHaveLength(1)
    expect(screen.getByText('Power of Attorney')).toBeInTheDocument()

    await user.clear(filter)
    await user.type(filter, 'PRIYA')
    expect(screen.getAllByTestId('conversation-row').map((row) => within(row).getByText(/Attorney|estimates/).textContent)).toEqual([
      'Power of Attorney',
      'Quarterly estimates',
    ])

    await user.clear(filter)
    await user.type(filter, 'nothing like this')
    expect(screen.queryAllByTestId('conversation-row')).toHaveLength(0)
    expect(screen.getByText('No conversations yet')).toBeInTheDocument()
  })

  it('shows 8 skeleton rows while loading', () => {
    renderDrawer({ 'GET /api/conversations': () => new Promise(() => {}) })
    expect(screen.getAllByTestId('conversation-skeleton')).toHaveLength(8)
  })

  it('says No conversations yet when there are none', async () => {
    renderDrawer({ 'GET /api/conversations': { body: [] } })
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument()
  })

  it('has a Summary tab with its five sub-tabs', async () => {
    const user = userEvent.setup()
    renderDrawer()
    // The outer tab comes first; the Conversations tab has an inner Summary tab of its own.
    await user.click(screen.getAllByRole('tab', { name: 'Summary' })[0])
    for (const name of ['Status', 'Flow Templates', 'Clients', 'Client Groups', 'Owner']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument()
    }
    await user.click(screen.getByRole('tab', { name: 'Owner' }))
    expect(screen.getByText('Owner coming soon')).toBeInTheDocument()
  })
})

describe('unreadBadgeText', () => {
  it('reads 99+ above 99', () => {
    expect(unreadBadgeText(99)).toBe('99')
    expect(unreadBadgeText(100)).toBe('99+')
  })
})
