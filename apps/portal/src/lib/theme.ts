import { useEffect, useSyncExternalStore } from 'react'
import type { Theme } from './preferences'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeToSystemTheme(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches
}

export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme
}

/** Puts the resolved theme on <html>; used before the first render to avoid a flash. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): 'light' | 'dark' {
  const resolved = resolveTheme(theme, systemPrefersDark())
  root.classList.toggle('dark', resolved === 'dark')
  root.dataset.theme = resolved
  return resolved
}

/** Keeps <html> in step with the chosen theme, following the OS live while the theme is system. */
export function useAppliedTheme(theme: Theme): 'light' | 'dark' {
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false)
  const resolved = resolveTheme(theme, prefersDark)
  useEffect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', resolved === 'dark')
    root.dataset.theme = resolved
  }, [resolved])
  return resolved
}
