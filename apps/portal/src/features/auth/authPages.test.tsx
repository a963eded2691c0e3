import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Role } from '@ledgerline/sdk'
import { useCurrentUser } from '@ledgerline/sdk/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browser } from '@/lib/browser'
import { callsOf, SIGNED_OUT, type FakeRoutes } from '@/test/fake-api'
import { makeUser, renderPages } from '@/test/render'
import ClientLoginPage from './ClientLoginPage'
import RoleSelectionPage from './RoleSelectionPage'
import StaffLoginPage from './StaffLoginPage'
import { safeReturnPath } from './useReturnPath'

function CurrentRole() {
  const { data: user } = useCurrentUser()
  return <output data-testid="current-role">{user === undefined ? 'loading' : (user?.role ?? 'none')}</output>
}

function renderAt(route: string, api: FakeRoutes) {
  return renderPages(
    { '/client-login': <ClientLoginPage />, '/staff-login': <StaffLoginPage />, '/role': <RoleSelectionPage /> },
    { route, api: { 'GET /api/auth/user': SIGNED_OUT, 'GET /api/auth/settings': DEMO_SETTINGS, ...api } },
    <CurrentRole />,
  )
}

const DEMO_SETTINGS = { body: { demoMode: true, requireMfa: false } }
const PRODUCTION_SETTINGS = { body: { demoMode: false, requireMfa: true } }
/** The reads a sign-in page makes on its own: who is signed in, and whether demo mode is on. */
const PAGE_READS = ['GET /api/auth/settings', 'GET /api/auth/user']

const toastTitled = (title: string) => screen.getByText(title, { selector: '.toast *' }).closest('[data-variant]')

afterEach(() => vi.restoreAllMocks())

describe('role selection', () => {
  it('shows the heading, the Demo Mode badge, the production note and three cards', async () => {
    renderAt('/role', {})
    expect(screen.getByRole('heading', { name: 'Select Your Role' })).toBeInTheDocument()
    expect(screen.getByText('Demo Mode')).toBeInTheDocument()
    expect(screen.getByText('In production, roles are assigned by administrators.')).toBeInTheDocument()
    expect(screen.getAllByRole('button').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Client Portal',
      'Staff Portal',
      'Admin Panel',
    ])
  })

  it('sends the role, shows Setting up... on that card with every card disabled, then confirms', async () => {
    const user = userEvent.setup()
    let answer: (() => void) | undefined
    let role: Role | null = null
    const { fetchMock } = renderAt('/role', {
      'GET /api/auth/user': () => ({ body: makeUser(role) }),
      'POST /api/set-demo-role': ({ body }) =>
        new Promise((resolve) => {
          answer = () => {
            role = (body as { role: Role }).role
            resolve({ body: body as object })
          }
        }),
    })
    expect(await screen.findByTestId('current-role')).toHaveTextContent('none')
    await user.click(screen.getByRole('button', { name: /Staff Portal/ }))
    expect(await screen.findByRole('button', { name: /Setting up\.\.\./ })).toBeInTheDocument()
    for (const card of screen.getAllByRole('button')) expect(card).toBeDisabled()
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body).toBe(
      JSON.stringify({ role: 'staff' }),
    )

    answer!()
    expect(await screen.findByText('You are now logged in as staff')).toBeInTheDocument()
    expect(screen.getByText('Role Set Successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
    // The current user is refreshed so that the frame sees the new role.
    await waitFor(() => expect(screen.getByTestId('current-role')).toHaveTextContent('staff'))
  })

  it('says Error: Failed to set role when the call fails, and lets the user try again', async () => {
    const user = userEvent.setup()
    renderAt('/role', { 'POST /api/set-demo-role': { status: 500, body: {} } })
    await user.click(screen.getByRole('button', { name: /Admin Panel/ }))
    expect(await screen.findByText('Failed to set role. Please try again.')).toBeInTheDocument()
    expect(toastTitled('Error')).toHaveAttribute('data-variant', 'destructive')
    await waitFor(() => expect(screen.getByRole('button', { name: /Admin Panel/ })).toBeEnabled())
  })
})

describe('client login', () => {
  const signInAnswers = (role: 'client' | 'staff' | 'admin'): FakeRoutes => ({
    'POST /api/auth/login': { body: makeUser(role) },
    'POST /api/set-demo-role': ({ body }) => ({ body: body as object }),
  })

  async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password = 'demo1234') {
    await user.type(screen.getByLabelText('Email'), email)
    await user.type(screen.getByLabelText('Password'), password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
  }

  it('has the Client Portal heading, required email and password, remember me and the other buttons', () => {
    renderAt('/client-login', {})
    expect(screen.getByRole('heading', { name: 'Client Portal' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Email')).toBeRequired()
    expect(screen.getByLabelText('Password')).toBeRequired()
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Exit Site' })).toBeInTheDocument()
  })

  it('says Forgot password? is not available in this preview, and goes to /api/login for Google', async () => {
    const user = userEvent.setup()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const { fetchMock } = renderAt('/client-login', {})
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(await screen.findByText('This action is not available in this preview.')).toBeInTheDocument()
    expect(callsOf(fetchMock).sort()).toEqual(PAGE_READS)
    expect(screen.getByTestId('location').textContent).toBe('/client-login')
    await user.click(screen.getByRole('button', { name: /Google/ }))
    expect(assign).toHaveBeenCalledWith('/api/login')
  })

  it('signs a client in: Login Successful, then /client', async () => {
    const user = userEvent.setup()
    renderAt('/client-login', signInAnswers('client'))
    await signIn(user, 'client@example.com')
    expect(await screen.findByText('Redirecting to your client portal...')).toBeInTheDocument()
    expect(screen.getByText('Login Successful')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/client'))
  })

  it('says Invalid Credentials when the server refuses', async () => {
    const user = userEvent.setup()
    renderAt('/client-login', { 'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials' } } })
    await signIn(user, 'someone@example.com')
    expect(await screen.findByText('Please check your email and password.')).toBeInTheDocument()
    expect(toastTitled('Invalid Credentials')).toHaveAttribute('data-variant', 'destructive')
    expect(screen.getByTestId('location').textContent).toBe('/client-login')
  })

  it('says Login Error when the role call throws', async () => {
    const user = userEvent.setup()
    renderAt('/client-login', {
      'POST /api/auth/login': { body: makeUser('client') },
      'POST /api/set-demo-role': { status: 500, body: {} },
    })
    await signIn(user, 'client@example.com')
    expect(await screen.findByText('An error occurred during login. Please try again.')).toBeInTheDocument()
    expect(toastTitled('Login Error')).toHaveAttribute('data-variant', 'destructive')
  })

  it('signs an admin in through the staff login: Redirecting to admin portal..., then /staff', async () => {
    const user = userEvent.setup()
    renderAt('/staff-login', signInAnswers('admin'))
    expect(screen.getByRole('heading', { name: 'Staff Portal' })).toBeInTheDocument()
    await signIn(user, 'admin@ledgerline.example')
    expect(await screen.findByText('Redirecting to admin portal...')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/staff'))
  })

  it('keeps Create New Account and Contact IT support inert on the staff login, and says so', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderAt('/staff-login', {})
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create New Account' }))
    expect(await screen.findByText('Account creation is not available')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Contact IT support' }))
    expect(await screen.findByText('Contact IT support is not available')).toBeInTheDocument()
    expect(callsOf(fetchMock).sort()).toEqual(PAGE_READS)
    expect(screen.getByTestId('location').textContent).toBe('/staff-login')
  })

  it('after an ended session, says so and returns to the page it was on once signed in', async () => {
    const user = userEvent.setup()
    renderAt('/staff-login?session=ended&next=%2Flibrary', signInAnswers('staff'))
    expect(await screen.findByText('Your session has ended. Please sign in again to continue.')).toBeInTheDocument()
    await signIn(user, 'staff@ledgerline.example')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/library'))
  })

  it('never returns to another site or to the other portal’s pages', () => {
    expect(safeReturnPath('/library?tab=files', 'staff')).toBe('/library?tab=files')
    expect(safeReturnPath('/client/documents', 'client')).toBe('/client/documents')
    expect(safeReturnPath('//evil.example/x', 'staff')).toBeNull()
    expect(safeReturnPath('/\\evil.example', 'staff')).toBeNull()
    expect(safeReturnPath('https://evil.example', 'client')).toBeNull()
    expect(safeReturnPath('/client/documents', 'staff')).toBeNull()
    expect(safeReturnPath('/library', 'client')).toBeNull()
  })
})

describe('sign-in with demo mode off (production accounts)', () => {
  async function signIn(user: ReturnType<typeof userEvent.setup>, email: string) {
    await user.type(screen.getByLabelText('Email'), email)
    await user.type(screen.getByLabelText('Password'), 'a long passphrase')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
  }

  it('offers the reset flow from both logins', async () => {
    const user = userEvent.setup()
    renderAt('/client-login', { 'GET /api/auth/settings': PRODUCTION_SETTINGS })
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    expect(screen.getByTestId('location').textContent).toBe('/account/forgot-password')
  })

  it('signs in without picking a demo role', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderAt('/staff-login', {
      'GET /api/auth/settings': PRODUCTION_SETTINGS,
      'POST /api/auth/login': { body: makeUser('manager') },
    })
    await screen.findByRole('link', { name: 'Forgot password?' })
    await signIn(user, 'manager@firm.example')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/staff'))
    expect(callsOf(fetchMock)).not.toContain('POST /api/set-demo-role')
  })

  it('continues on the two-step page when the server asks for a code', async () => {
    const user = userEvent.setup()
    renderAt('/staff-login', {
      'GET /api/auth/settings': PRODUCTION_SETTINGS,
      'POST /api/auth/login': { status: 202, body: { mfaRequired: true, enrol: true } },
    })
    await screen.findByRole('link', { name: 'Forgot password?' })
    await signIn(user, 'new@firm.example')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/two-step'))
  })
})
