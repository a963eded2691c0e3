import type { Notification } from '@ledgerline/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createPreferencesStore, PREFERENCES_KEY } from '@/lib/preferences'
import { callsOf, type FakeRoutes } from '@/test/fake-api'
import { setSystemDarkMode } from '@/test/media'
import { makeUser, renderWithProviders } from '@/test/render'
import { TopBarShell } from './TopBarShell'

function renderShell(api: FakeRoutes = {}) {
  return renderWithProviders(
    <TopBarShell>
      <p>Page content</p>
    </TopBarShell>,
    {
      api: {
        'GET /api/auth/user': { body: makeUser('staff', { firstName: 'Dana', lastName: 'Reyes' }) },
        'GET /api/notifications/unread-count': { body: { count: 0 } },
        ...api,
      },
    },
  )
}

const isDark = () => document.documentElement.classList.contains('dark')

describe('the theme toggle', () => {
  it('cycles light, dark, system and back, and keeps the choice in local storage', async () => {
    const user = userEvent.setup()
    renderShell()
    const toggle = () => screen.getByRole('button', { name: /^Theme:/ })

    expect(toggle()).toHaveAccessibleName('Theme: System. Switch to Light')
    await user.click(toggle())
    expect(toggle()).toHaveAccessibleName('Theme: Light. Switch to Dark')
    expect(isDark()).toBe(false)
    await user.click(toggle())
    expect(toggle()).toHaveAccessibleName('Theme: Dark. Switch to System')
    expect(isDark()).toBe(true)
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toEqual({
      theme: 'dark',
      layout: 'sidebar',
      sidebarCollapsed: true,
    })
    await user.click(toggle())
    expect(toggle()).toHaveAccessibleName('Theme: System. Switch to Light')
    await user.click(toggle())
    expect(toggle()).toHaveAccessibleName('Theme: Light. Switch to Dark')
  })

  it('restores the stored theme on the next visit', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ theme: 'dark', layout: 'card', sidebarCollapsed: false }))
    const store = createPreferencesStore(localStorage)
    expect(store.get()).toEqual({ theme: 'dark', layout: 'card', sidebarCollapsed: false })
    renderShell()
    expect(isDark()).toBe(true)
  })

  it('falls back to the defaults when the stored value is damaged', () => {
    localStorage.setItem(PREFERENCES_KEY, '{"theme":"purple","layout":5')
    expect(createPreferencesStore(localStorage).get()).toEqual({
      theme: 'system',
      layout: 'sidebar',
      sidebarCollapsed: true,
    })
  })

  it('follows the operating system live while the theme is system', async () => {
    renderShell()
    expect(isDark()).toBe(false)
    act(() => setSystemDarkMode(true))
    await waitFor(() => expect(isDark()).toBe(true))
    act(() => setSystemDarkMode(false))
    await waitFor(() => expect(isDark()).toBe(false))
  })
})

describe('the top bar', () => {
  it('shows the unread badge only above 0, and the second badge fixed at 1', async () => {
    renderShell({ 'GET /api/notifications/unread-count': { body: { count: 3 } } })
    // The visible figure is part of each button's name (WCAG 2.5.3, label in name).
    expect(await screen.findByRole('button', { name: 'Notifications 3 unread' })).toHaveTextContent('3')
    expect(screen.getByRole('button', { name: 'Messages 1 new' })).toHaveTextContent('1')
  })

  it('shows no unread badge at 0', async () => {
    const { fetchMock } = renderShell()
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/notifications/unread-count'))
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/)
  })

  it('shows initials when the user has no profile image', async () => {
    renderShell()
    // The visible initials are part of the name (WCAG 2.5.3).
    expect(await screen.findByRole('button', { name: 'DR User menu' })).toHaveTextContent('DR')
  })
})

describe('the notification panel', () => {
  const notifications: Notification[] = [
    {
      id: 1,
      type: 'info',
      title: 'Return filed',
      description: 'Your 2025 return was filed.',
      read: false,
      createdAt: new Date().toISOString(),
    },
    {
      id: 2,
      type: 'warning',
      title: 'Document missing',
      description: null,
      read: true,
      createdAt: new Date().toISOString(),
    },
  ]

  it('fetches notifications only while open, dims read items and marks an item read on click', async () => {
    const user = userEvent.setup()
    let unread = 1
    const { fetchMock } = renderShell({
      'GET /api/notifications/unread-count': () => ({ body: { count: unread } }),
      'GET /api/notifications': () => ({
        body: notifications.map((item) => (item.id === 1 ? { ...item, read: unread === 0 } : item)),
      }),
      'POST /api/notifications/1/read': () => {
        unread = 0
        return { body: { ...notifications[0], read: true } }
      },
    })
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument()
    expect(callsOf(fetchMock)).not.toContain('GET /api/notifications')

    await user.click(screen.getByRole('button', { name: 'Notifications 1 unread' }))
    const panel = await screen.findByRole('complementary', { name: 'Notifications' })
    const unreadItem = await within(panel).findByRole('button', { name: /Return filed/ })
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/notifications')).toHaveLength(1)
    expect(within(panel).getByRole('button', { name: /Document missing/ })).toHaveClass('opacity-60')
    expect(unreadItem).not.toHaveClass('opacity-60')

    await user.click(unreadItem)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument())
    expect(callsOf(fetchMock)).toContain('POST /api/notifications/1/read')
    await waitFor(() => expect(within(panel).getByRole('button', { name: /Return filed/ })).toHaveClass('opacity-60'))

    await user.click(screen.getByRole('button', { name: 'Close notifications' }))
    expect(screen.queryByRole('complementary', { name: 'Notifications' })).not.toBeInTheDocument()
  })

  it('says No notifications when there are none', async () => {
    const user = userEvent.setup()
    renderShell({ 'GET /api/notifications': { body: [] } })
    await user.click(await screen.findByRole('button', { name: 'Notifications' }))
    expect(await screen.findByText('No notifications')).toBeInTheDocument()
  })
})
