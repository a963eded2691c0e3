import type { Conversation, ServiceType } from '@ledgerline/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { createFakeFetch, FakeRoutes } from '@/test/fake-api'
import { makeUser, renderWithProviders } from '@/test/render'
import { ConversationDrawer } from './ConversationDrawer'
import { conversationQuery, groupByServiceType, NO_DRAWER_FILTERS, unreadBadgeText } from './conversations'

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

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const SERVICE_TYPES: ServiceType[] = [
  { id: 1, name: 'Individual Tax Return' },
  { id: 2, name: 'Payroll' },
]

const CONVERSATIONS: Conversation[] = [
  conversation({ id: 1, title: 'Virtual Tax Filing 2025', status: 'in_progress', isUnread: true, messageCount: 150 }),
  conversation({
    id: 2,
    title: 'Power of Attorney',
    status: 'overdue',
    assignedTo: 'Priya Shah',
    isUnread: true,
    messageCount: 7,
    lastActivity: minutesAgo(60),
  }),
  conversation({
    id: 3,
    title: 'Quarterly estimates',
    status: 'completed',
    assignedTo: 'Priya Shah',
    serviceTypeId: 2,
    lastActivity: minutesAgo(120),
  }),
  conversation({
    id: 4,
    title: 'Payroll setup',
    status: 'new',
    assignedTo: null,
    serviceTypeId: 2,
    lastActivity: minutesAgo(3 * 24 * 60),
  }),
]

/** A fake GET /api/conversations that filters like the API does (docs/API.md), so a test sees what was asked. */
function conversationsApi({ url }: { url: URL }) {
  const param = (name: string) => url.searchParams.get(name)
  const q = param('q')?.toLowerCase()
  const body = CONVERSATIONS.filter(
    (item) =>
      (!param('status') || item.status === param('status')) &&
      (!param('serviceTypeId') || item.serviceTypeId === Number(param('serviceTypeId'))) &&
      (!param('assignedTo') || item.assignedTo === param('assignedTo')) &&
      (!q || item.title.toLowerCase().includes(q) || (item.assignedTo ?? '').toLowerCase().includes(q)),
  )
  return { body }
}

function renderDrawer(answer: FakeRoutes = {}) {
  return renderWithProviders(<ConversationDrawer onClose={() => {}} />, {
    api: {
      'GET /api/auth/user': { body: makeUser('staff') },
      'GET /api/conversations': conversationsApi,
      'GET /api/service-types': { body: SERVICE_TYPES },
      ...answer,
    },
  })
}

/** The conversation list queries the drawer sent, as their query strings. */
function conversationQueries(fetchMock: ReturnType<typeof createFakeFetch>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof URL ? input.href : (input as string), 'http://localhost'))
    .filter((url) => url.pathname === '/api/conversations')
    .map((url) => url.search)
}

const titlesOf = (rows: HTMLElement[]) => rows.map((row) => row.querySelector('p')?.textContent)

describe('the conversation drawer', () => {
  it('lists conversations with status dot, assignee, last message, relative time and unread badge', async () => {
    renderDrawer()
    const rows = await screen.findAllByTestId('conversation-row')
    expect(rows).toHaveLength(4)
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
    expect(within(rows[3]).getByRole('img', { name: 'New' })).toHaveClass('bg-blue-500')
    expect(within(rows[3]).getByText('Unassigned')).toBeInTheDocument()
  })

  it('shows any other status with a gray dot', async () => {
    renderDrawer({
      'GET /api/conversations': {
        body: [conversation({ id: 9, title: 'Archived', status: 'archived' as Conversation['status'] })],
      },
    })
    const [row] = await screen.findAllByTestId('conversation-row')
    expect(within(row).getByRole('img', { name: 'archived' })).toHaveClass('bg-gray-400')
  })

  it('shows the rows in the order the server sends them (newest activity first, docs/API.md)', async () => {
    renderDrawer({ 'GET /api/conversations': { body: [...CONVERSATIONS].reverse() } })
    expect(titlesOf(await screen.findAllByTestId('conversation-row'))).toEqual([
      'Payroll setup',
      'Quarterly estimates',
      'Power of Attorney',
      'Virtual Tax Filing 2025',
    ])
  })

  it('filters on status through the API', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderDrawer()
    await screen.findAllByTestId('conversation-row')
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'New', 'In progress', 'Completed', 'Overdue'])

    await user.selectOptions(status, 'Overdue')
    await waitFor(() => expect(titlesOf(screen.getAllByTestId('conversation-row'))).toEqual(['Power of Attorney']))
    await waitFor(() => expect(conversationQueries(fetchMock)).toContain('?status=overdue'))
  })

  it('filters on assignee through the API, offering the people conversations are assigned to', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderDrawer()
    await screen.findAllByTestId('conversation-row')
    const assignee = screen.getByRole('combobox', { name: 'Assignee' })
    await waitFor(() =>
      expect(
        within(assignee)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All assignees', 'Jordan Lee', 'Priya Shah']),
    )

    await user.selectOptions(assignee, 'Priya Shah')
    await waitFor(() =>
      expect(titlesOf(screen.getAllByTestId('conversation-row'))).toEqual(['Power of Attorney', 'Quarterly estimates']),
    )
    await waitFor(() => expect(conversationQueries(fetchMock)).toContain('?assignedTo=Priya+Shah'))
  })

  it('filters on service type through the API and groups the rows under the service type heading', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderDrawer()
    await screen.findAllByTestId('conversation-row')
    expect(screen.queryByTestId('service-type-group')).not.toBeInTheDocument()
    const serviceType = screen.getByRole('combobox', { name: 'Service type' })
    await waitFor(() =>
      expect(
        within(serviceType)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All service types', 'Individual Tax Return', 'Payroll']),
    )

    await user.selectOptions(serviceType, 'Payroll')
    await waitFor(() => expect(conversationQueries(fetchMock)).toContain('?serviceTypeId=2'))
    const [group] = await screen.findAllByTestId('service-type-group')
    expect(screen.getAllByTestId('service-type-group')).toHaveLength(1)
    expect(within(group).getByRole('heading', { name: /Payroll/ })).toHaveTextContent('Payroll2')
    expect(titlesOf(within(group).getAllByTestId('conversation-row'))).toEqual(['Quarterly estimates', 'Payroll setup'])

    // Filters combine: the status narrows the group further.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New')
    await waitFor(() => expect(conversationQueries(fetchMock)).toContain('?status=new&serviceTypeId=2'))
    expect(titlesOf(within(screen.getByTestId('service-type-group')).getAllByTestId('conversation-row'))).toEqual([
      'Payroll setup',
    ])

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(4))
    expect(screen.queryByTestId('service-type-group')).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Service type' })).toHaveValue('')
  })

  it('sends the typed text to the API as q once typing stops', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderDrawer()
    await screen.findAllByTestId('conversation-row')
    await user.type(screen.getByRole('searchbox', { name: 'Filter conversations' }), 'payroll')
    await waitFor(() => expect(conversationQueries(fetchMock)).toContain('?q=payroll'))
    // One request for the settled text, none per keystroke.
    expect(conversationQueries(fetchMock).filter((query) => query.startsWith('?q='))).toEqual(['?q=payroll'])
  })

  it('filters by title or assignee as the user types', async () => {
    const user = userEvent.setup()
    renderDrawer()
    await screen.findAllByTestId('conversation-row')
    const filter = screen.getByRole('searchbox', { name: 'Filter conversations' })

    // The server filters (the fake API does it here); the drawer shows its answer once typing stops.
    await user.type(filter, 'attorney')
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(1))
    expect(screen.getByText('Power of Attorney')).toBeInTheDocument()

    await user.clear(filter)
    await user.type(filter, 'PRIYA')
    await waitFor(() =>
      expect(titlesOf(screen.getAllByTestId('conversation-row'))).toEqual(['Power of Attorney', 'Quarterly estimates']),
    )

    await user.clear(filter)
    await user.type(filter, 'nothing like this')
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument()
    expect(screen.queryAllByTestId('conversation-row')).toHaveLength(0)
  })

  it('keeps the previous rows on screen while the server answers a new filter', async () => {
    const user = userEvent.setup()
    let release = () => {}
    renderDrawer({
      'GET /api/conversations': ({ url }) =>
        url.searchParams.has('status')
          ? new Promise((resolve) => (release = () => resolve(conversationsApi({ url }))))
          : conversationsApi({ url }),
    })
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(4))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed')
    // The server filters; until it answers, the previous answer stays instead of skeletons.
    expect(screen.queryByTestId('conversation-skeleton')).not.toBeInTheDocument()
    expect(screen.getAllByTestId('conversation-row')).toHaveLength(4)
    release()
    await waitFor(() => expect(titlesOf(screen.getAllByTestId('conversation-row'))).toEqual(['Quarterly estimates']))
    expect(screen.queryByTestId('conversation-skeleton')).not.toBeInTheDocument()
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

describe('the drawer filter rules', () => {
  it('asks the API only for the filters that are set', () => {
    expect(conversationQuery(NO_DRAWER_FILTERS, '  ')).toEqual({})
    expect(conversationQuery({ status: 'new', serviceTypeId: 2, assignedTo: 'Priya Shah' }, ' tax ')).toEqual({
      status: 'new',
      serviceTypeId: 2,
      assignedTo: 'Priya Shah',
      q: 'tax',
    })
  })

  it('groups by service type, naming each group, with conversations of no type apart', () => {
    const rows = [...CONVERSATIONS, conversation({ id: 5, title: 'Sales tax', serviceTypeId: null })]
    expect(
      groupByServiceType(rows, SERVICE_TYPES).map((group) => [group.name, group.conversations.map((item) => item.id)]),
    ).toEqual([
      ['Individual Tax Return', [1, 2]],
      ['Payroll', [3, 4]],
      ['No service type', [5]],
    ])
  })
})

describe('unreadBadgeText', () => {
  it('reads 99+ above 99', () => {
    expect(unreadBadgeText(99)).toBe('99')
    expect(unreadBadgeText(100)).toBe('99+')
  })
})
