import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callsOf } from '@/test/fake-api'
import { makeUser, renderWithProviders } from '@/test/render'
import ClientHomePage from './ClientHomePage'
import ContactPage from './ContactPage'
import TaxFlowPage from './TaxFlowPage'
import VipToolsPage from './VipToolsPage'

const client = makeUser('client', {
  firstName: 'Casey',
  lastName: 'Morgan',
  email: 'client@example.com',
  vipStatus: true,
})
const signedIn = { 'GET /api/auth/user': { body: client } }

/** Renders a page at its route, with a marker for every place it may lead to. */
function renderAt(route: string, page: ReactElement, api = {}) {
  return renderWithProviders(
    <Routes>
      <Route path={route} element={page} />
      <Route path="*" element={<p data-testid="location">elsewhere</p>} />
    </Routes>,
    { route, api: { ...signedIn, ...api } },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the client home', () => {
  it('welcomes the client with a VIP badge and links the three cards, contact and home', async () => {
    renderAt('/client', <ClientHomePage />)
    expect(await screen.findByRole('heading', { name: 'Welcome back, Casey' })).toBeInTheDocument()
    expect(screen.getByText('VIP')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /My Document Center/ })).toHaveAttribute('href', '/client/documents')
    expect(screen.getByRole('link', { name: /My Tax Flow/ })).toHaveAttribute('href', '/client/tax-flow')
    expect(screen.getByRole('link', { name: /VIP Exclusive Tools/ })).toHaveAttribute('href', '/client/vip-tools')
    expect(screen.getByRole('link', { name: 'Contact Your Advisor' })).toHaveAttribute('href', '/client/contact')
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
  })

  it('toggles between light and dark', async () => {
    const user = userEvent.setup()
    const { preferences } = renderAt('/client', <ClientHomePage />)
    await user.click(screen.getByRole('button', { name: 'Dark mode' }))
    expect(preferences.get().theme).toBe('dark')
    expect(document.documentElement).toHaveClass('dark')
    await user.click(screen.getByRole('button', { name: 'Light mode' }))
    expect(preferences.get().theme).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
  })

  it('logs out with GET /api/logout and then goes to /', async () => {
    const user = userEvent.setup()
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const { fetchMock } = renderAt('/client', <ClientHomePage />, {
      'GET /api/logout': { status: 302 },
    })
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(callsOf(fetchMock)).toContain('GET /api/logout')
  })
})

describe('the tax flow', () => {
  it('lists ten steps: five completed with VIEW, the sixth active with REVIEW, four pending', async () => {
    renderAt('/client/tax-flow', <TaxFlowPage />)
    const steps = within(screen.getByRole('list', { name: 'Tax flow steps' })).getAllByRole('listitem')
    expect(steps).toHaveLength(10)
    expect(steps.map((step) => step.dataset.status)).toEqual([
      ...Array(5).fill('completed'),
      'active',
      ...Array(4).fill('pending'),
    ])
    expect(within(steps[5]).getByRole('button', { name: /REVIEW/ })).toBeInTheDocument()
    expect(steps[5]).toHaveAttribute('aria-current', 'step')
    for (const step of steps.slice(0, 5)) expect(within(step).getByRole('button', { name: /VIEW/ })).toBeInTheDocument()
    for (const step of steps.slice(6)) expect(within(step).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByText('Step 6 of 10')).toBeInTheDocument()
    expect(screen.getByText('60% Complete')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/client')
  })

  it('shows the client in the info card', async () => {
    renderAt('/client/tax-flow', <TaxFlowPage />)
    expect(await screen.findByText('Casey Morgan')).toBeInTheDocument()
    expect(screen.getByText('client@example.com')).toBeInTheDocument()
  })

  it('adds a chat message on the page without calling the API', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderAt('/client/tax-flow', <TaxFlowPage />)
    await screen.findByText('Casey Morgan')
    const before = fetchMock.mock.calls.length
    await user.type(screen.getByLabelText('Message your advisor'), 'Can we meet on Friday?')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getByText('Can we meet on Friday?'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Message your advisor')).toHaveValue('')
    expect(fetchMock.mock.calls.length).toBe(before)
  })
})

describe('the VIP tools', () => {
  it('shows eight tiles, of which only the active ones are buttons', () => {
    renderAt('/client/vip-tools', <VipToolsPage />)
    const tiles = within(screen.getByRole('list', { name: 'VIP tools' })).getAllByRole('listitem')
    expect(tiles).toHaveLength(8)
    const active = tiles.filter((tile) => tile.querySelector('[data-status="active"]'))
    const comingSoon = tiles.filter((tile) => tile.querySelector('[data-status="coming-soon"]'))
    expect(active.length + comingSoon.length).toBe(8)
    for (const tile of active) expect(within(tile).getByRole('button')).toBeEnabled()
    for (const tile of comingSoon) {
      expect(within(tile).queryByRole('button')).not.toBeInTheDocument()
      expect(within(tile).getByText('Coming Soon')).toBeInTheDocument()
    }
    expect(screen.getByText('Your VIP Benefits')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/client')
    expect(screen.getByRole('link', { name: 'Contact Your VIP Advisor' })).toHaveAttribute('href', '/client/contact')
  })

  it('opens the document center from its tile', async () => {
    const user = userEvent.setup()
    renderAt('/client/vip-tools', <VipToolsPage />)
    await user.click(screen.getByRole('button', { name: /Document Center/ }))
    expect(screen.getByTestId('location')).toBeInTheDocument()
  })

  it('says the AI coach is a placeholder instead of going anywhere', async () => {
    const user = userEvent.setup()
    renderAt('/client/vip-tools', <VipToolsPage />)
    await user.click(screen.getByRole('button', { name: /AI Tax Coach/ }))
    expect(screen.getByRole('status')).toHaveTextContent('AI Tax Coach is being prepared')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })
})

describe('the contact page', () => {
  it('shows the firm’s contact card from the API', async () => {
    renderAt('/client/contact', <ContactPage />, {
      'GET /api/firm': {
        body: {
          name: 'Ledgerline Tax & Advisory',
          email: 'hello@ledgerline.example',
          phone: '+1 (555) 010-2000',
          address: '100 Main Street, Springfield',
          officeHours: 'Mon–Fri 9:00–17:00',
        },
      },
    })
    expect(await screen.findByText('Ledgerline Tax & Advisory')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'hello@ledgerline.example' })).toHaveAttribute(
      'href',
      'mailto:hello@ledgerline.example',
    )
    expect(screen.getByRole('link', { name: '+1 (555) 010-2000' })).toHaveAttribute('href', 'tel:+15550102000')
    expect(screen.getByText('100 Main Street, Springfield')).toBeInTheDocument()
    expect(screen.getByText('Mon–Fri 9:00–17:00')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/client')
  })

  it('says so when the card cannot be loaded', async () => {
    renderAt('/client/contact', <ContactPage />, { 'GET /api/firm': { status: 500, body: 'boom' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded')
  })
})
