// The script tag's reader bundle (feedback-widget-reader.js): hands itself to the loader that fetched it.
import type { registerChunk } from './assistant-load'
import { css, renderReports, showPinDialog } from './reader'

type Loader = { LedgerlineFeedback?: { registerChunk?: typeof registerChunk } }
;(window as unknown as Loader).LedgerlineFeedback?.registerChunk?.('reader', { css, renderReports, showPinDialog })
