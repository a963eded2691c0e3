// The script tag's assistant bundle (feedback-widget-assistant.js): hands itself to the loader that fetched it,
// through the loader's one global, LedgerlineFeedback.
import type { registerChunk } from './assistant-load'
import { mountAssistant } from './assistant'

type Loader = { LedgerlineFeedback?: { registerChunk?: typeof registerChunk } }
;(window as unknown as Loader).LedgerlineFeedback?.registerChunk?.('assistant', mountAssistant)
