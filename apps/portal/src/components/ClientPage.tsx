import { useApiClient } from '@ledgerline/sdk/react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useClientHeaderExtras } from '@/lib/client-header'
import { cn } from '@/lib/cn'
import { usePreferences } from '@/lib/preferences'
import { useAppliedTheme } from '@/lib/theme'

export interface ClientPageProps {
  /** The way back, e.g. Back to Portal → /client. */
  back: { to: string; label: string }
  title: ReactNode
  subtitle: string
  /** SPEC.md §6: the client side's VIP check is always true; pages that show it say so. */
  vip?: boolean
  /** Buttons beside the title. */
  actions?: ReactNode
  /** Width of the content column. */
  width?: 'wide' | 'narrow'
  children: ReactNode
}

/** A client page: the client header (client pages render without the staff top bar), its title, then the content. */
export function ClientPage({ back, title, subtitle, vip = false, actions, width = 'wide', children }: ClientPageProps) {
  return (
    <div className="min-h-page bg-background">
      <ClientHeader>
        <Button variant="outline" size="sm" asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </ClientHeader>
      <main className={cn('mx-auto px-4 py-8 sm:px-6', width === 'wide' ? 'max-w-6xl' : 'max-w-2xl')}>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
              {vip && <Badge>VIP</Badge>}
            </div>
            <p className="mt-1 text-muted-foreground">{subtitle}</p>
          </div>
          {actions}
        </div>
        {children}
      </main>
    </div>
  )
}

/** The one header of every client page: logo home, the page's own buttons, theme toggle and logout. */
function ClientHeader({ children }: { children?: ReactNode }) {
  const extras = useClientHeaderExtras()
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link
          to="/client"
          className="flex items-center gap-2 rounded text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded bg-primary text-primary-foreground"
          >
            L
          </span>
          Ledgerline
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          {children}
          {extras}
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
    // The visible words are the whole accessible name (WCAG 2.5.3).
    <Button variant="outline" size="sm" onClick={() => setPreferences({ theme: next })}>
      {next === 'dark' ? 'Dark mode' : 'Light mode'}
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
