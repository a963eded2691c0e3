import type { Role } from '@ledgerline/sdk'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browser } from '@/lib/browser'
import { callsOf, DOMAIN_AUTH_REQUIRED, SIGNED_OUT, type FakeRoutes } from '@/test/fake-api'
import { CurrentPath, makeUser, renderWithProviders } from '@/test/render'
import { AppRoutes } from './routes'

/** The whole route table at `route`, with the answers a signed-in page needs around it. */
function renderApp(route: string, api: FakeRoutes) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <CurrentPath />
    </>,
    {
      route,
      api: {
        'GET /api/notifications/unread-count': { body: { count: 0 } },
        'GET /api/feedback/count': { body: { count: 0 } },
        'GET /api/feedback': { body: [] },
        ...api,
      },
    },
  )
}

const signedInAs = (role: Role | null): FakeRoutes => ({ 'GET /api/auth/user': { body: makeUser(role) } })
const locationOf = () => screen.getByTestId('location')

afterEach(() => vi.restoreAllMocks())

describe('the route table', () => {
  it.each([
    ['admin', '/admin'],
    ['client', '/client'],
    ['staff', '/staff'],
    ['manager', '/staff'],
  ] as const)('sends %s from / to %s', async (role, home) => {
    renderApp('/', signedInAs(role))
    await waitFor(() => expect(locationOf().textContent).toBe(home))
  })

  it('shows a signed-out visitor the landing with its two portal cards and Exit Site', async () => {
    renderApp('/', { 'GET /api/auth/user': SIGNED_OUT })
    expect(
      await screen.findByRole('link', { name: /Client Portal.*Secure access to personal tax information/ }),
    ).toHaveAttribute('href', '/client-login')
    expect(screen.getByRole('link', { name: /Staff Portal.*Professional tools and client oversight/ })).toHaveAttribute(
      'href',
      '/staff-login',
    )
    expect(screen.getByRole('button', { name: 'Exit Site' })).toBeInTheDocument()
  })

  it('shows 404 Page Not Found for any other path', async () => {
    renderApp('/dashboard', { 'GET /api/auth/user': SIGNED_OUT })
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
  })

  it('shows the domain gate before anything else', async () => {
    const { fetchMock } = renderApp('/staff', { 'GET /api/auth/user': DOMAIN_AUTH_REQUIRED })
    expect(await screen.findByLabelText('U')).toBeRequired()
    expect(screen.getByLabelText('P')).toBeRequired()
    expect(screen.getByLabelText('P')).toHaveAttribute('type', 'password')
    expect(callsOf(fetchMock)).not.toContain('GET /api/conversations')
  })

  it('shows a signed-in user without a role the role selection, whatever the path', async () => {
    renderApp('/library', signedInAs(null))
    expect(await screen.findByRole('heading', { name: 'Select Your Role' })).toBeInTheDocument()
  })

  it('sends a signed-in user who opens a sign-in page home', async () => {
    renderApp('/client-login', signedInAs('client'))
    await waitFor(() => expect(locationOf().textContent).toBe('/client'))
  })

  it('lets a staff member through to /staff and denies them /client', async () => {
    renderApp('/client/documents', signedInAs('staff'))
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getByTestId('required-roles')).toHaveTextContent('client')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })
})

describe('the domain gate', () => {
  async function submitGate(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('U'), 'preview')
    await user.type(screen.getByLabelText('P'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Login' }))
  }

  it('reads Authenticating... while busy and then lets the visitor in', async () => {
    const user = userEvent.setup()
    let passed = false
    let answer: (() => void) | undefined
    renderApp('/', {
      'GET /api/auth/user': () => (passed ? SIGNED_OUT : DOMAIN_AUTH_REQUIRED),
      'POST /api/domain-auth': () =>
        new Promise((resolve) => {
          answer = () => {
            passed = true
            resolve({ status: 204 })
          }
        }),
    })
    await submitGate(user)
    expect(await screen.findByRole('button', { name: 'Authenticating...' })).toBeDisabled()
    answer!()
    expect(await screen.findByRole('link', { name: /Staff Portal/ })).toBeInTheDocument()
  })

  it('says Access Denied: Invalid credentials when the gate refuses', async () => {
    const user = userEvent.setup()
    renderApp('/', { 'GET /api/auth/user': DOMAIN_AUTH_REQUIRED, 'POST /api/domain-auth': { status: 401, body: {} } })
    await submitGate(user)
    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('Access Denied').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
  })

  it('says Error: Connection error when the request fails', async () => {
    const user = userEvent.setup()
    renderApp('/', {
      'GET /api/auth/user': DOMAIN_AUTH_REQUIRED,
      'POST /api/domain-auth': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await submitGate(user)
    expect(await screen.findByText('Connection error. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
  })
})

describe('Exit Site', () => {
  it('posts a domain logout and reloads the page, even when the logout fails', async () => {
    const user = userEvent.setup()
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetchMock } = renderApp('/', {
      'GET /api/auth/user': SIGNED_OUT,
      'POST /api/domain-logout': { status: 500, body: {} },
    })
    await user.click(await screen.findByRole('button', { name: 'Exit Site' }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(callsOf(fetchMock)).toContain('POST /api/domain-logout')
  })
})

describe('the environment banner (SPEC.md §1)', () => {
  it.each([
    ['demo', 'Demo environment: sample data, demo sign-in'],
    ['development', 'Development environment: not for real client data'],
  ] as const)('shows in %s mode, on the gate too', async (environment, text) => {
    renderApp('/', { 'GET /api/auth/user': DOMAIN_AUTH_REQUIRED, 'GET /api/environment': { body: { environment } } })
    expect(await screen.findByRole('complementary', { name: 'Environment' })).toHaveTextContent(text)
    expect(screen.getByLabelText('U')).toBeInTheDocument()
  })

  it('is not shown in production', async () => {
    renderApp('/', {
      'GET /api/auth/user': SIGNED_OUT,
      'GET /api/environment': { body: { environment: 'production' } },
    })
    expect(await screen.findByRole('button', { name: 'Exit Site' })).toBeInTheDocument()
    expect(screen.queryByRole('complementary', { name: 'Environment' })).not.toBeInTheDocument()
  })
})

describe('an ended session', () => {
  it('sends the person from a page whose read answers 401 to sign in, and back to that page after', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderApp('/library', { ...signedInAs('staff'), 'GET /api/library/flow-templates': SIGNED_OUT })
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/staff-login?session=ended&next=%2Flibrary'))
  })

  it('sends a client to the client sign-in', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderApp('/client/documents', { ...signedInAs('client'), 'GET /api/documents': SIGNED_OUT })
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/client-login?session=ended&next=%2Fclient%2Fdocuments'))
  })

  it('does not take a visitor’s refused sign-in for an ended session', async () => {
    const user = userEvent.setup()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderApp('/client-login', {
      'GET /api/auth/user': SIGNED_OUT,
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, message: 'Invalid credentials' } },
    })
    await user.type(await screen.findByLabelText('Email'), 'client@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please check your email and password.')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
    expect(locationOf().textContent).toBe('/client-login')
  })

  it('leaves other failures on the page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderApp('/library', { ...signedInAs('staff'), 'GET /api/library/flow-templates': { status: 500, body: {} } })
    expect(await screen.findByText('Flow templates could not be loaded.')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })
})
