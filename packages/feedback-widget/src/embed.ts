// The script-tag entry (IIFE, global `LedgerlineFeedback`): mounts itself from its own tag's data attributes:
// <script src="https://PORTAL/widget/feedback-widget.js" data-api-base="https://PORTAL" data-site-key="KEY" defer>
// `data-manual` skips the automatic mount, for sites that call LedgerlineFeedback.init({...}) themselves.
import { init, type FeedbackWidget } from './widget'

let mounted: FeedbackWidget | null = null

/** The widget this script tag mounted, if any. */
export function current(): FeedbackWidget | null {
  return mounted
}

const script = document.currentScript
if (script instanceof HTMLScriptElement && !script.hasAttribute('data-manual')) {
  const apiBase = script.dataset.apiBase ?? (script.src ? new URL(script.src).origin : '')
  const siteKey = script.dataset.siteKey || undefined
  const mount = () => (mounted = init({ apiBase, siteKey, nonce: script.nonce || undefined }))
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount, { once: true })
  else mount()
}

export { init }
