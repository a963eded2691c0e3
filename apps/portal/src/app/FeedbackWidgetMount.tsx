import { PATHS, useApiClient, useRevalidatePaths } from '@ledgerline/sdk/react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { whenIdleAfter } from './first-screen'

/** SPEC.md §2.15: the assistant shows on every page but the two sign-in pages. */
const WIDGET_EXCLUDED_PATHS = new Set(['/client-login', '/staff-login'])

const AT_ONCE = Promise.resolve()

/**
 * Mounts the floating feedback assistant (the same package embedding sites use) for a signed-in user,
 * with the portal's own SDK client (session cookie: pins and the open count). A submission refreshes the
 * portal's feedback lists and count (SPEC.md §7). It is loaded on demand so that it never weighs on the
 * first screen: once `after` has settled (AppShell: the first screen is shown and its reads answered), the page
 * has loaded and the browser is idle.
 */
export function FeedbackWidgetMount({ signedIn, after = AT_ONCE }: { signedIn: boolean; after?: Promise<unknown> }) {
  const { pathname } = useLocation()
  const shown = signedIn && !WIDGET_EXCLUDED_PATHS.has(pathname)
  const client = useApiClient()
  const revalidate = useRevalidatePaths()
  // The widget lives across renders; it calls the latest revalidate through this ref.
  const revalidateRef = useRef(revalidate)
  useEffect(() => {
    revalidateRef.current = revalidate
  })

  useEffect(() => {
    if (!shown) return undefined
    let cancelled = false
    let destroy: (() => void) | undefined
    const mount = () =>
      import('@ledgerline/feedback-widget')
        .then(({ init }) => {
          if (cancelled) return
          const widget = init({
            client,
            onSubmitted: () => void revalidateRef.current([PATHS.feedback, PATHS.feedbackCount]),
          })
          destroy = () => widget.destroy()
        })
        .catch((error: unknown) => console.warn('The feedback assistant could not load.', error))
    // After the page has loaded and the browser is idle: the assistant never competes with the first screen.
    const cancel = whenIdleAfter(() => void mount(), after)
    return () => {
      cancelled = true
      cancel()
      destroy?.()
    }
  }, [shown, client, after])

  return null
}
