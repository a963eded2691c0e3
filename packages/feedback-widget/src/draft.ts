import { effect } from '@preact/signals'
import type { Flow } from './flow'
import { DRAFT_KEY, readJson, writeItem } from './store'

/** Puts the saved draft back into the flow and saves every change; answers the function that stops saving. */
export function keepDraft(flow: Flow, storage: Storage | null): () => void {
  flow.restore(readJson(storage, DRAFT_KEY) as Parameters<Flow['restore']>[0])
  return effect(() => {
    const draft = flow.snapshot()
    const empty = draft.step === 'initial' && !draft.message && !draft.reporterName
    writeItem(storage, DRAFT_KEY, empty ? null : JSON.stringify(draft))
  })
}
