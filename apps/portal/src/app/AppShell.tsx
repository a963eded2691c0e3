import { useCurrentUser, useEnvironment } from '@ledgerline/sdk/react'
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { Button } from '@/components/ui/button'
import { PageSpinner } from '@/components/ui/spinner'
import { EnvironmentBanner } from './EnvironmentBanner'
import { FeedbackWidgetMount } from './FeedbackWidgetMount'
import { countReads, firstScreenSettled, firstScreenShown } from './first-screen'
import { loadToaster } from './providers'
import { preloadScreenFor } from './screens'
import { handleReadError } from './session'

const DomainGatePage = lazy(() => import('@/features/auth/DomainGatePage'))
const RoleSelectionPage = lazy(() => import('@/features/auth/RoleSelectionPage'))

/**
 * What stands before every route (SPEC.md §2.1): the domain gate first, then, for a signed-in user without a
 * role, the role selection; the feedback widget rides along for signed-in users.
 */
export function AppShell() {
  const { data: user, gateRequired, isLoading, error, mutate } = useCurrentUser()
  // Asked in parallel with the user, and awaited with it, so that the banner never pushes a painted screen down.
  const environment = useEnvironment()
  // Added to the SDK's defaults for every screen below (a nested SWRConfig merges): for someone signed in, a read
  // that answers 401 sends them to sign in, and back here afterwards. (A visitor's failed sign-in, a write through
  // the same config, answers 401 too: that is no ended session.) Its reads are counted, so that what the first
  // screen does not need waits for their answers (first-screen.ts).
  const location = useLocation()
  const latest = useRef({ location, signedIn: Boolean(user) })
  useEffect(() => {
    latest.current = { location, signedIn: Boolean(user) }
  })
  const readConfig = useMemo(
    () => ({
      use: [countReads],
      onError: (error: unknown) => {
        if (latest.current.signedIn) handleReadError(error, latest.current.location)
      },
    }),
    [],
  )
  // The screen's code starts loading once the first reads are on their way (they go out first), so it arrives
  // with their answers instead of after them.
  const firstPath = useRef(location.pathname)
  useEffect(() => preloadScreenFor(firstPath.current), [])
  // A visitor's screens (sign-in forms, the page guard) raise toasts straight away: their code comes at once.
  const visitor = user === null || gateRequired
  useEffect(() => {
    if (visitor) void loadToaster().catch(() => undefined)
  }, [visitor])
  // The answers arrive as urgent updates; the whole screen they reveal renders as a deferred one, which React
  // splits into short tasks, so the page stays responsive while it appears (Lighthouse: long tasks, TBT).
  // The assistant waits for the first screen to be shown and its reads answered: its code, its reads and its pins
  // never compete with it (first-screen.ts).
  const ready = useDeferredValue(!isLoading && !environment.isLoading)
  if (!ready || isLoading || environment.isLoading) return <PageSpinner />
  const banner = <EnvironmentBanner environment={environment.data?.environment} />
  if (error)
    return (
      <>
        {banner}
        <ServerUnreachable onRetry={() => void mutate()} />
      </>
    )
  if (gateRequired) {
    return (
      <>
        {banner}
        <Suspense fallback={<PageSpinner />}>
          <DomainGatePage />
        </Suspense>
      </>
    )
  }
  return (
    <>
      {banner}
      <SWRConfig value={readConfig}>
        <Suspense fallback={<PageSpinner />}>
          {user && user.role === null ? <RoleSelectionPage /> : <Outlet />}
          <Shown onShown={firstScreenShown} />
        </Suspense>
      </SWRConfig>
      <FeedbackWidgetMount signedIn={Boolean(user)} after={firstScreenSettled} />
    </>
  )
}

/** Tells once that the content of its Suspense boundary has been shown (its effects run only then). */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown])
  return null
}

function ServerUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-page flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <h1 className="text-2xl font-semibold">We can't reach Ledgerline right now</h1>
      <p className="text-muted-foreground">Check your connection, then try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </main>
  )
}
