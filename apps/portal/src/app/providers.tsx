import type { ApiClient } from '@ledgerline/sdk'
import { LedgerlineProvider } from '@ledgerline/sdk/react'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toast'
import { TooltipProvider } from '@/components/ui/tooltip'
import { PreferencesContext, usePreferences, type PreferencesStore } from '@/lib/preferences'
import { useAppliedTheme } from '@/lib/theme'

function ThemeSync() {
  const [{ theme }] = usePreferences()
  useAppliedTheme(theme)
  return null
}

/** Everything a screen needs around it except the router: API client, preferences, theme, tooltips, toasts. */
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
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </PreferencesContext.Provider>
    </LedgerlineProvider>
  )
}
