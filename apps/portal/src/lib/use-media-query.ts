import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches, kept current. For parts a screen size never shows: not rendering them at all
 * is cheaper than rendering them hidden (Lighthouse, on a phone: long tasks).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}
