import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** SPEC.md §2.15: the assistant shows on every page but the two sign-in pages. */
const WIDGET_EXCLUDED_PATHS = new Set(['/client-login', '/staff-login'])

/**
 * Mounts the floating feedback assistant (the same package embedding sites use) for a signed-in user.
 * It is loaded on demand so that it never weighs on the first screen.
 */
export function FeedbackWidgetMount({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation()
  const shown = signedIn && !WIDGET_EXCLUDED_PATHS.has(pathname)

  useEffect(() => {
    if (!shown) return undefined
    let cancelled = false
    let destroy: (() => void) | undefined
    import('@ledgerline/feedback-widget')
      .then(({ init }) => {
        if (cancelled) return
        const widget = init({ apiBase: '' })
        destroy = () => widget.destroy()
      })
      .catch((error: unknown) => console.warn('The feedback assistant could not load.', error))
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [shown])

  return null
}
