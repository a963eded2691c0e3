// A controllable prefers-color-scheme for jsdom, which has no matchMedia; width queries answer for jsdom's window
// (1024 px wide: a desktop).
let systemDark = false
const listeners = new Set<(event: MediaQueryListEvent) => void>()

function createQueryList(query: string): MediaQueryList {
  const isDarkQuery = query.includes('prefers-color-scheme: dark')
  return {
    media: query,
    get matches() {
      const minWidth = /^\(min-width: (\d+)px\)$/.exec(query)
      if (minWidth) return window.innerWidth >= Number(minWidth[1])
      return isDarkQuery && systemDark
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      if (isDarkQuery) listeners.add(listener)
    },
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      listeners.delete(listener)
    },
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  } as unknown as MediaQueryList
}

window.matchMedia = createQueryList

/** Flips the operating system's dark-mode preference and tells every listener, as a browser would. */
export function setSystemDarkMode(dark: boolean) {
  systemDark = dark
  for (const listener of [...listeners]) listener({ matches: dark } as MediaQueryListEvent)
}

export function resetSystemDarkMode() {
  systemDark = false
  listeners.clear()
}
