import type { FlowTemplate, LibraryItem } from '@ledgerline/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import LibraryPage from './LibraryPage'

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString()

const flowTemplates: FlowTemplate[] = [
  {
    id: 1,
    title: 'Virtual Tax Filing',
    description: 'Collect documents remotely',
    author: 'Jordan Lee',
    isShared: true,
    lastModified: daysAgo(2),
  },
  {
    id: 2,
    title: 'Power of Attorney',
    description: 'Form 2848 signature flow',
    author: 'Priya Shah',
    isShared: false,
    lastModified: daysAgo(14),
  },
]

const item = (id: number, name: string, type: string): LibraryItem => ({
  id,
  name,
  type,
  owner: 'Jordan Lee',
  lastModified: daysAgo(1),
  size: 2048,
})

const actionTemplates = [item(1, 'Request W-2', 'Request'), item(2, 'Sign Engagement Letter', 'Signature')]
const files = [item(3, 'Engagement Letter.pdf', 'PDF'), item(4, 'Organizer 2025.xlsx', 'Spreadsheet')]

const never = () => new Promise<never>(() => {})

function renderLibrary(api = {}) {
  return renderWithProviders(<LibraryPage />, {
    route: '/library',
    api: {
      'GET /api/library/flow-templates': { body: flowTemplates },
      'GET /api/library/action-templates': { body: actionTemplates },
      'GET /api/library/files': { body: files },
      ...api,
    },
  })
}

describe('the library', () => {
  it('shows the overview with its fixed counts, recent activity and quick actions', () => {
    renderLibrary()
    const overview = within(screen.getByRole('complementary', { name: 'Library Overview' }))
    for (const [label, count] of [
      ['Flow Templates', '8'],
      ['Action Templates', '6'],
      ['Milestone Templates', '0'],
      ['Files', '4'],
    ]) {
      expect(overview.getByText(label).nextElementSibling).toHaveTextContent(count)
    }
    expect(overview.getByText('Recent Activity')).toBeInTheDocument()
    for (const name of ['Create Template', 'Import Template', 'Manage Categories']) {
      expect(overview.getByRole('button', { name })).toBeInTheDocument()
    }
  })

  it('opens on Flow Conversion and shows the loading text until templates arrive', async () => {
    renderLibrary({ 'GET /api/library/flow-templates': never })
    expect(screen.getByRole('tab', { name: 'Flow Conversion' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByText('Loading flow templates...')).toBeInTheDocument()
  })

  it('shows each flow template with author, Shared badge, description and Last used', async () => {
    renderLibrary()
    const gallery = await screen.findByRole('list', { name: 'Flow templates' })
    const [virtual, attorney] = within(gallery).getAllByRole('listitem')
    expect(within(virtual).getByText('Virtual Tax Filing')).toBeInTheDocument()
    expect(within(virtual).getByText('by Jordan Lee')).toBeInTheDocument()
    expect(within(virtual).getByText('Shared')).toBeInTheDocument()
    expect(within(virtual).getByText('Last used 2 days ago')).toBeInTheDocument()
    expect(within(attorney).queryByText('Shared')).not.toBeInTheDocument()
    expect(within(attorney).getByText('Last used 2 weeks ago')).toBeInTheDocument()
  })

  it('filters the gallery by title and by description', async () => {
    const user = userEvent.setup()
    renderLibrary()
    await screen.findByRole('list', { name: 'Flow templates' })
    const filter = screen.getByLabelText('Filter flow templates')
    await user.type(filter, 'VIRTUAL')
    expect(screen.getByText('Virtual Tax Filing')).toBeInTheDocument()
    expect(screen.queryByText('Power of Attorney')).not.toBeInTheDocument()
    await user.clear(filter)
    await user.type(filter, '2848')
    expect(screen.getByText('Power of Attorney')).toBeInTheDocument()
    expect(screen.queryByText('Virtual Tax Filing')).not.toBeInTheDocument()
  })

  it('shows the action templates as a table filtered by name', async () => {
    const user = userEvent.setup()
    renderLibrary()
    await user.click(screen.getByRole('tab', { name: 'Action' }))
    const table = await screen.findByRole('table', { name: 'Action templates' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Type', 'Owner', 'Last modified', 'Size'])
    expect(
      within(table).getByRole('row', { name: /Request W-2 Request Jordan Lee yesterday 2.0 KB/ }),
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('Filter action templates'), 'engagement')
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(within(table).getByText('Sign Engagement Letter')).toBeInTheDocument()
  })

  it('shows No Content Yet for milestones', async () => {
    const user = userEvent.setup()
    renderLibrary()
    await user.click(screen.getByRole('tab', { name: 'Milestone' }))
    expect(screen.getByText('No Content Yet')).toBeInTheDocument()
  })

  it('shows the files table, filtered by name, after its loading text', async () => {
    const user = userEvent.setup()
    let answer: (value: { body: LibraryItem[] }) => void = () => {}
    renderLibrary({ 'GET /api/library/files': () => new Promise((resolve) => (answer = resolve)) })
    await user.click(screen.getByRole('tab', { name: 'Files' }))
    expect(await screen.findByText('Loading files...')).toBeInTheDocument()
    answer({ body: files })
    const table = await screen.findByRole('table', { name: 'Files' })
    await user.type(screen.getByLabelText('Filter files'), 'organizer')
    expect(within(table).getByText('Organizer 2025.xlsx')).toBeInTheDocument()
    expect(within(table).queryByText('Engagement Letter.pdf')).not.toBeInTheDocument()
  })

  it('shows the action templates loading text', async () => {
    const user = userEvent.setup()
    renderLibrary({ 'GET /api/library/action-templates': never })
    await user.click(screen.getByRole('tab', { name: 'Action' }))
    expect(await screen.findByText('Loading action templates...')).toBeInTheDocument()
  })
})
