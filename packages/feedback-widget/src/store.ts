import { effect } from '@preact/signals'
import type { Flow } from './flow'

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

/** Puts the saved draft back into the flow and saves every change; answers the function that stops saving. */
export function keepDraft(flow: Flow, storage: Storage | null): () => void {
  flow.restore(readJson(storage, DRAFT_KEY) as Parameters<Flow['restore']>[0])
  return effect(() => {
    const draft = flow.snapshot()
    const empty = draft.step === 'initial' && !draft.message && !draft.reporterName
    writeItem(storage, DRAFT_KEY, empty ? null : JSON.stringify(draft))
  })
}
