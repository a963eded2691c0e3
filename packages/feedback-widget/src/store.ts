/** localStorage key of the reader's choice to hide pins (per origin). */
export const PINS_HIDDEN_KEY = 'ledgerline:feedback-widget:pins-hidden'
/** localStorage key of the answers typed so far, so a reload loses none. */
export const DRAFT_KEY = 'ledgerline:feedback-widget:draft'

/** The page's localStorage, or null where the browser blocks it. */
export function storageOf(view: Window): Storage | null {
  try {
    return view.localStorage
  } catch {
    return null
  }
}

export function readJson(storage: Storage | null, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

/** Writes (or, for null, removes) one item; a full or blocked storage keeps it for this page only. */
export function writeItem(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch {
    // The value lasts for this page.
  }
}
