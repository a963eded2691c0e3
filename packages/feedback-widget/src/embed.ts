// The script-tag entry (IIFE, global `LedgerlineFeedback`): mounts itself from its own tag's data attributes:
// <script src="https://PORTAL/widget/feedback-widget.js" data-api-base="https://PORTAL" data-site-key="KEY" defer>
// `data-manual` skips the automatic mount, for sites that call LedgerlineFeedback.init({...}) themselves.
import { setAssetBase } from './locale'
import { init, type FeedbackWidget } from './widget'

let mounted: FeedbackWidget | null = null

/** The widget this script tag mounted, if any. */
export function current(): FeedbackWidget | null {
  return mounted
}

const script = document.currentScript
// Language files sit next to this script: /widget/locales/<language>.json.
if (script instanceof HTMLScriptElement && script.src) setAssetBase(new URL('.', script.src).href)
if (script instanceof HTMLScriptElement && !script.hasAttribute('data-manual')) {
  const apiBase = script.dataset.apiBase ?? (script.src ? new URL(script.src).origin : '')
  const siteKey = script.dataset.siteKey || undefined
  const lang = script.dataset.lang || undefined
  // data-context="environment page console network" (any of them); data-screenshot="off".
  const { context, screenshot } = script.dataset
  const mount = () =>
    (mounted = init({
      apiBase,
      siteKey,
      lang,
      nonce: script.nonce || undefined,
      context,
      screenshot: screenshot !== 'off',
    }))
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount, { once: true })
  else mount()
}

export { init }
// The assistant's and the pins' scripts hand themselves over through this.
export { registerChunk } from './assistant-load'
