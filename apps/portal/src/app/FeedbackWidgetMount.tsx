import { PATHS, useApiClient, useRevalidatePaths } from '@ledgerline/sdk/react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** SPEC.md §2.15: the assistant shows on every page but the two sign-in pages. */
const WIDGET_EXCLUDED_PATHS = new Set(['/client-login', '/staff-login'])

const AT_ONCE = Promise.resolve()

/**
 * Mounts the floating feedback assistant (the same package embedding sites use) for a signed-in user,
 * with the portal's own SDK client (session cookie: pins and the open count). A submission refreshes the
 * portal's feedback lists and count (SPEC.md §7). It is loaded on demand so that it never weighs on the
 * first screen: once `after` has settled (AppShell: the screen's code has arrived and the screen is shown), the
 * page has loaded and the browser is idle.
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
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const whenIdle = () => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(() => void mount(), { timeout: 2000 })
      else timer = setTimeout(() => void mount(), 0)
    }
    const whenLoaded = () => {
      if (cancelled) return
      if (document.readyState === 'complete') whenIdle()
      else window.addEventListener('load', whenIdle, { once: true })
    }
    void after.then(whenLoaded, whenLoaded)
    return () => {
      cancelled = true
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) clearTimeout(timer)
      destroy?.()
    }
  }, [shown, client, after])

  return null
}
