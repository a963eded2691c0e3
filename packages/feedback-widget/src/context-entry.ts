// The script tag's console and network hooks (feedback-widget-context.js): hand themselves to the loader.
import type { registerChunk } from './assistant-load'
import { installHooks } from './context-hooks'

type Loader = { LedgerlineFeedback?: { registerChunk?: typeof registerChunk } }
;(window as unknown as Loader).LedgerlineFeedback?.registerChunk?.('context', installHooks)
