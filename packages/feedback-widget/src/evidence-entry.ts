// The script tag's evidence part (feedback-widget-evidence.js): hands itself to the loader.
import type { registerChunk } from './assistant-load'
import { mountEvidence } from './evidence'

type Loader = { LedgerlineFeedback?: { registerChunk?: typeof registerChunk } }
;(window as unknown as Loader).LedgerlineFeedback?.registerChunk?.('evidence', mountEvidence)
