import type { ApiClient } from '@ledgerline/sdk'
import { LedgerlineProvider } from '@ledgerline/sdk/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { PreferencesContext, usePreferences, type PreferencesStore } from '@/lib/preferences'
import { useAppliedTheme } from '@/lib/theme'

// Off the first screen's critical path: Radix Toast loads right after the first render (DECISIONS.md §10).
const Toaster = lazy(() => import('@/components/ui/toaster'))

function ThemeSync() {
  const [{ theme }] = usePreferences()
  useAppliedTheme(theme)
  return null
}

/** Everything a screen needs around it except the router: API client, preferences, theme, toasts. */
export function AppProviders({
  client,
  preferences,
  children,
}: {
  client: ApiClient
  preferences: PreferencesStore
  children: ReactNode
}) {
  return (
    <LedgerlineProvider client={client}>
      <PreferencesContext.Provider value={preferences}>
        <ThemeSync />
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </PreferencesContext.Provider>
    </LedgerlineProvider>
  )
}
