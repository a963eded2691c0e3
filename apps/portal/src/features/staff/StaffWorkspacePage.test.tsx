import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeUser, renderWithProviders } from '@/test/render'
import StaffWorkspacePage from './StaffWorkspacePage'

function renderWorkspace() {
  return renderWithProviders(<StaffWorkspacePage />, {
    route: '/staff',
    api: {
      'GET /api/auth/user': { body: makeUser('staff', { firstName: 'Dana' }) },
      'GET /api/feedback/count': { body: { count: 4 } },
      'GET /api/conversations': { body: [] },
      'GET /api/service-types': { body: [] },
    },
  })
}

const COMING_SOON: Array<[string, string]> = [
  ['Requests', 'Requests'],
  ['Flows', 'Flows'],
  ['Content Library', 'Content Library'],
  ['Milestones', 'Milestones'],
  ['Files', 'Files'],
  ['Calendar', 'Calendar'],
  ['Actions', 'Actions'],
  ['Clients', 'Clients'],
  ['Internal Teams', 'Internal Teams'],
  ['Audit', 'Audit'],
]

describe('the staff workspace', () => {
  it('opens on the dashboard with its cards and the fixed sample figures', async () => {
    renderWorkspace()
    expect(await screen.findByRole('heading', { level: 1, name: /Dana/ })).toBeInTheDocument()
    const summary = screen.getByRole('region', { name: 'Summary' })
    for (const [label, value] of [
      ['In Progress', '42'],
      ['Completed', '115'],
      ['Overdue', '8'],
      ['Average Response Time', 'Under 2 hours'],
    ]) {
      expect(within(summary).getByText(label).parentElement).toHaveTextContent(`${label}${value}`)
    }
    expect(screen.getByRole('heading', { name: 'Flow Conversation Templates' })).toBeInTheDocument()
    for (const name of [
      'Virtual Tax Filing',
      'Power of Attorney',
      'Statement of Understanding',
      'Authorization Form',
    ]) {
      expect(screen.getByText(name)).toBeInTheDocument()
    }
    for (const title of ['Action Overview', 'Shared Files', 'Get Started Tour', 'Calendar', 'Feedback Admin']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
    }
    for (const item of ['Your Turn', 'Pending']) expect(screen.getByText(item)).toBeInTheDocument()
    expect(screen.getByText('No Upcoming Meetings')).toBeInTheDocument()
    expect(await screen.findByTestId('open-feedback-count')).toHaveTextContent('4')
    expect(screen.getByRole('link', { name: /Feedback Admin/ })).toHaveAttribute('href', '/feedback-admin')
  })

  it('switches among the views: timeline shows the dashboard, the other ten are coming soon', async () => {
    const user = userEvent.setup()
    renderWorkspace()
    const rail = screen.getByRole('navigation', { name: 'Workspace' })
    for (const [button, title] of COMING_SOON) {
      await user.click(within(rail).getByRole('button', { name: button }))
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
      expect(screen.getByText('Coming soon')).toBeInTheDocument()
    }
    await user.click(within(rail).getByRole('button', { name: 'Timeline' }))
    expect(screen.getByRole('heading', { name: 'Flow Conversation Templates' })).toBeInTheDocument()
  })

  it('opens a 320 px conversation drawer from the rail, with the seven people and one Administrator', async () => {
    const user = userEvent.setup()
    renderWorkspace()
    await user.click(
      within(screen.getByRole('navigation', { name: 'Workspace' })).getByRole('button', { name: 'Conversations' }),
    )
    const drawer = screen.getByRole('complementary', { name: 'Conversation drawer' })
    expect(drawer).toHaveClass('w-[320px]')
    expect(
      within(drawer)
        .getAllByRole('tab')
        .slice(0, 2)
        .map((tab) => tab.textContent),
    ).toEqual(['Conversations', 'Summary'])
    const people = within(drawer).getByRole('region', { name: 'People' })
    expect(within(people).getAllByRole('listitem')).toHaveLength(7)
    expect(within(people).getAllByText('Administrator')).toHaveLength(1)
    expect(await within(drawer).findByText('No conversations yet')).toBeInTheDocument()
  })
})
