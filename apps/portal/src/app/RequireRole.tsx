import type { Role } from '@ledgerline/sdk'
import { useCurrentUser } from '@ledgerline/sdk/react'
import { lazy, useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { browser } from '@/lib/browser'

const AccessDeniedScreen = lazy(() => import('./AccessDeniedScreen'))

/** SPEC.md §9: how long the Unauthorized toast shows before the browser goes to /api/logout. */
export const LOGOUT_REDIRECT_DELAY_MS = 500

type Outcome = 'loading' | 'signed-out' | 'denied' | 'allowed'

/** The one guard of the portal: a layout route around every page that declares its allowed roles. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { data: user, isLoading } = useCurrentUser()
  const outcome: Outcome =
    isLoading || user === undefined
      ? 'loading'
      : !user
        ? 'signed-out'
        : user.role && roles.includes(user.role)
          ? 'allowed'
          : 'denied'

  useEffect(() => {
    if (outcome === 'signed-out') {
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' })
      const timer = setTimeout(() => browser.assign('/api/logout'), LOGOUT_REDIRECT_DELAY_MS)
      return () => clearTimeout(timer)
    }
    if (outcome === 'denied')
      toast({ title: 'Access Denied', description: "You don't have permission to access this page." })
    return undefined
  }, [outcome])

  if (outcome === 'allowed') return <Outlet />
  if (outcome === 'denied' && user) return <AccessDeniedScreen currentRole={user.role} requiredRoles={roles} />
  return <PageSpinner />
}
