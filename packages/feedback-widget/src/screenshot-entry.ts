// The script tag's screenshot part (feedback-widget-screenshot.js): hands itself to the loader.
import type { registerChunk } from './assistant-load'
import { capturePage } from './screenshot'

type Loader = { LedgerlineFeedback?: { registerChunk?: typeof registerChunk } }
;(window as unknown as Loader).LedgerlineFeedback?.registerChunk?.('screenshot', capturePage)
