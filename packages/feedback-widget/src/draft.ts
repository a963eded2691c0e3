import { effect } from '@preact/signals'
import type { Bridge } from './bridge'
import type { Flow } from './flow'

/**
 * Puts the saved draft back into the flow and saves every change; answers the function that stops saving. The
 * loader reads and writes it (store.ts), so the assistant does not carry that code twice.
 */
export function keepDraft(flow: Flow, draft: Bridge['draft']): () => void {
  flow.restore(draft.read() as Parameters<Flow['restore']>[0])
  return effect(() => {
    const snapshot = flow.snapshot()
    const empty = snapshot.step === 'initial' && !snapshot.message && !snapshot.reporterName
    draft.write(empty ? null : JSON.stringify(snapshot))
  })
}
