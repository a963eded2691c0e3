import { createContext, useContext, useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark' | 'system'
export type Layout = 'sidebar' | 'card'

/** What survives a reload (SPEC.md §3): nothing else is persisted. */
export interface UiPreferences {
  theme: Theme
  layout: Layout
  sidebarCollapsed: boolean
}

export const PREFERENCES_KEY = 'ledgerline:ui-preferences'
export const DEFAULT_PREFERENCES: UiPreferences = { theme: 'system', layout: 'sidebar', sidebarCollapsed: true }

const THEMES: readonly Theme[] = ['light', 'dark', 'system']
const LAYOUTS: readonly Layout[] = ['sidebar', 'card']

/** Theme cycle of SPEC.md §4: light → dark → system → light. */
export function nextTheme(theme: Theme): Theme {
  return theme === 'light' ? 'dark' : theme === 'dark' ? 'system' : 'light'
}

function readPreferences(storage: Storage | undefined): UiPreferences {
  try {
    const raw = storage?.getItem(PREFERENCES_KEY)
    if (!raw) return DEFAULT_PREFERENCES
    const stored = JSON.parse(raw) as Partial<Record<keyof UiPreferences, unknown>>
    // Anything unknown or damaged falls back to the default, field by field.
    return {
      theme: THEMES.includes(stored.theme as Theme) ? (stored.theme as Theme) : DEFAULT_PREFERENCES.theme,
      layout: LAYOUTS.includes(stored.layout as Layout) ? (stored.layout as Layout) : DEFAULT_PREFERENCES.layout,
      sidebarCollapsed:
        typeof stored.sidebarCollapsed === 'boolean' ? stored.sidebarCollapsed : DEFAULT_PREFERENCES.sidebarCollapsed,
    }
  } catch {
    return DEFAULT_PREFERENCES
  }
}

export interface PreferencesStore {
  get(): UiPreferences
  set(update: Partial<UiPreferences>): void
  subscribe(listener: () => void): () => void
}

export function createPreferencesStore(storage: Storage | undefined = globalThis.localStorage): PreferencesStore {
  let current = readPreferences(storage)
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(update) {
      current = { ...current, ...update }
      try {
        storage?.setItem(PREFERENCES_KEY, JSON.stringify(current))
      } catch {
        // Private mode or a full quota: the preference still applies for this visit.
      }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const PreferencesContext = createContext<PreferencesStore | null>(null)

export function usePreferences(): [UiPreferences, PreferencesStore['set']] {
  const store = useContext(PreferencesContext)
  if (!store) throw new Error('usePreferences needs a PreferencesContext provider')
  const preferences = useSyncExternalStore(store.subscribe, store.get, store.get)
  return [preferences, store.set]
}
