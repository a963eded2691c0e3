import { createClient } from '@ledgerline/sdk'
import type { CurrentUser, Role } from '@ledgerline/sdk'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { TooltipProvider } from '@/components/ui/tooltip'
import { createPreferencesStore, type PreferencesStore } from '@/lib/preferences'
import { createFakeFetch, type FakeRoutes } from './fake-api'

export interface RenderOptions {
  /** The path the MemoryRouter starts at. */
  route?: string
  /** Fake API answers, "METHOD /api/path" → answer. */
  api?: FakeRoutes
  preferences?: PreferencesStore
}

/** Renders UI with the portal's real providers, an SDK client over a fake fetch, and a MemoryRouter. */
export function renderWithProviders(ui: ReactElement, { route = '/', api = {}, preferences }: RenderOptions = {}) {
  const fetchMock = createFakeFetch(api)
  const client = createClient({ baseUrl: '', fetch: fetchMock as unknown as typeof fetch })
  const store = preferences ?? createPreferencesStore(localStorage)
  const result = render(
    <AppProviders client={client} preferences={store}>
      {/* LedgerlineProvider keeps a cache of its own, so every render starts from nothing. */}
      <MemoryRouter initialEntries={[route]}>
        <TooltipProvider>{ui}</TooltipProvider>
      </MemoryRouter>
    </AppProviders>,
  )
  return { ...result, fetchMock, client, preferences: store }
}

export function makeUser(role: Role | null, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    role,
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@ledgerline.example',
    username: 'dana',
    profileImageUrl: null,
    vipStatus: false,
    ...overrides,
  }
}

/** The router's current path, for tests that follow where a page sends the browser. */
export function CurrentPath() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

/**
 * Renders pages at their paths (any other path renders nothing) with the current path shown, and `extra`
 * (more probes) beside them.
 */
export function renderPages(pages: Record<string, ReactElement>, options: RenderOptions, extra?: ReactNode) {
  return renderWithProviders(
    <>
      <Routes>
        {Object.entries(pages).map(([path, page]) => (
          <Route key={path} path={path} element={page} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
      {extra}
    </>,
    options,
  )
}
