import { act, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIGNED_OUT, type FakeRoutes } from '@/test/fake-api'
import { makeUser, renderWithProviders } from '@/test/render'
import { browser } from '@/lib/browser'
import { LOGOUT_REDIRECT_DELAY_MS, RequireRole } from './RequireRole'

function renderGuarded(api: FakeRoutes) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireRole roles={['admin', 'manager', 'staff']} />}>
        <Route path="/admin" element={<p>Admin settings</p>} />
      </Route>
    </Routes>,
    { route: '/admin', api },
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the page guard', () => {
  it('shows a spinner while the current user loads', () => {
    renderGuarded({ 'GET /api/auth/user': () => new Promise(() => {}) })
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(screen.queryByText('Admin settings')).not.toBeInTheDocument()
  })

  it('lets a user with an allowed role through', async () => {
    renderGuarded({ 'GET /api/auth/user': { body: makeUser('manager') } })
    expect(await screen.findByText('Admin settings')).toBeInTheDocument()
  })

  it('tells a signed-out visitor they are logged out and sends the browser to /api/logout after 500 ms', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderGuarded({ 'GET /api/auth/user': SIGNED_OUT })

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument()
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument()
    expect(screen.getByText('Unauthorized').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
    expect(screen.queryByText('Admin settings')).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS - 50))
    expect(assign).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(assign).toHaveBeenCalledWith('/api/logout')
  })

  it('shows a client the access-denied page under the top bar, with the current and required roles', async () => {
    renderGuarded({
      'GET /api/auth/user': { body: makeUser('client') },
      'GET /api/notifications/unread-count': { body: { count: 0 } },
    })

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getAllByText("You don't have permission to access this page.").length).toBeGreaterThan(0)
    expect(screen.getByTestId('current-role')).toHaveTextContent('client')
    expect(screen.getByTestId('required-roles')).toHaveTextContent('admin, manager, staff')
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.queryByText('Admin settings')).not.toBeInTheDocument()
  })
})
