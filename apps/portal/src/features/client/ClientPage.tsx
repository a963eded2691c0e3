import { useApiClient } from '@ledgerline/sdk/react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { usePreferences } from '@/lib/preferences'
import { useAppliedTheme } from '@/lib/theme'

/** The client pages' own header (they render without the staff top bar): product name, theme toggle, logout. */
export function ClientHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <span className="flex items-center gap-2 text-lg font-semibold">
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded bg-primary text-primary-foreground">
            L
          </span>
          Ledgerline
        </span>
        <div className="flex flex-wrap items-center gap-2">
          {children}
          <ThemeToggle />
          <LogoutButton />
        </div>
      </div>
    </header>
  )
}

/** Light/dark toggle: clients get two states, the preference store keeps the choice. */
export function ThemeToggle() {
  const [preferences, setPreferences] = usePreferences()
  const resolved = useAppliedTheme(preferences.theme)
  const next = resolved === 'dark' ? 'light' : 'dark'
  return (
    <Button variant="outline" size="sm" onClick={() => setPreferences({ theme: next })} aria-label={`Switch to ${next} theme`}>
      {resolved === 'dark' ? 'Light mode' : 'Dark mode'}
    </Button>
  )
}

/** SPEC.md §2.7: GET /api/logout, then /. A full load so no signed-in data stays in memory. */
export function LogoutButton() {
  const api = useApiClient()
  const [busy, setBusy] = useState(false)
  async function logout() {
    setBusy(true)
    try {
      await api.logout()
      window.location.assign('/')
    } catch {
      setBusy(false)
      toast({ title: 'Error', description: 'Logout failed. Please try again.', variant: 'destructive' })
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={logout} disabled={busy}>
      {busy ? 'Logging out...' : 'Logout'}
    </Button>
  )
}
