import type { ApiClient } from '@ledgerline/sdk'
import { LedgerlineProvider } from '@ledgerline/sdk/react'
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useToasts } from '@/components/ui/toast'
import { PreferencesContext, usePreferences, type PreferencesStore } from '@/lib/preferences'
import { useAppliedTheme } from '@/lib/theme'
import { whenIdleAfter } from './first-screen'

/** The toaster, once its module has arrived: rendered at once from then on (React's lazy would suspend first). */
let loadedToaster: ComponentType | undefined

/**
 * Loads Radix Toast, which shows the toasts. Off the first screen's critical path (DECISIONS.md §10): AppShell loads
 * it at once for a visitor (sign-in forms and the page guard raise toasts straight away); for someone signed in it
 * loads once the first screen is complete and the browser idle, or with the first toast raised before.
 */
export function loadToaster(): Promise<ComponentType> {
  return import('@/components/ui/toaster').then((module) => (loadedToaster = module.default))
}

const LazyToaster = lazy(() => loadToaster().then((component) => ({ default: component })))

function DeferredToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => whenIdleAfter(() => setWanted(true)), [])
  // Once mounted it stays: the first toast mounts it at once.
  const hasToasts = useToasts().length > 0
  if (hasToasts && !wanted) setWanted(true)
  if (!wanted && !hasToasts) return null
  const Toaster = loadedToaster
  if (Toaster) return <Toaster />
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  )
}

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
        <DeferredToaster />
      </PreferencesContext.Provider>
    </LedgerlineProvider>
  )
}
