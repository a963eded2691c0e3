import { useCurrentUser } from '@ledgerline/sdk/react'
import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { PageSpinner } from '@/components/ui/spinner'
import { FeedbackWidgetMount } from './FeedbackWidgetMount'

const DomainGatePage = lazy(() => import('@/features/auth/DomainGatePage'))
const RoleSelectionPage = lazy(() => import('@/features/auth/RoleSelectionPage'))

/**
 * What stands before every route (SPEC.md §2.1): the domain gate first, then, for a signed-in user without a
 * role, the role selection; the feedback widget rides along for signed-in users.
 */
export function AppShell() {
  const { data: user, gateRequired, isLoading, error, mutate } = useCurrentUser()
  if (isLoading) return <PageSpinner />
  if (error) return <ServerUnreachable onRetry={() => void mutate()} />
  if (gateRequired) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <DomainGatePage />
      </Suspense>
    )
  }
  return (
    <>
      <Suspense fallback={<PageSpinner />}>{user && user.role === null ? <RoleSelectionPage /> : <Outlet />}</Suspense>
      <FeedbackWidgetMount signedIn={Boolean(user)} />
    </>
  )
}

function ServerUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <h1 className="text-2xl font-semibold">We can't reach Ledgerline right now</h1>
      <p className="text-muted-foreground">Check your connection, then try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </main>
  )
}
