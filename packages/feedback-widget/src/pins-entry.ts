// The script tag's pins bundle (feedback-widget-pins.js): hands itself to the loader that fetched it.
import type { registerChunk } from './assistant-load'
import { createPinLayer } from './pins'

type Loader = { LedgerlineFeedback?: { registerChunk?: typeof registerChunk } }
;(window as unknown as Loader).LedgerlineFeedback?.registerChunk?.('pins', createPinLayer)
