import { loaderCss } from './styles'

export interface WidgetHost {
  /** `<ledgerline-feedback>`, the one element the widget adds to the page. */
  host: HTMLElement
  shadow: ShadowRoot
  /** The pins' layer, drawn under the rest. */
  pinLayer: HTMLElement
  /** Where the assistant renders. */
  root: HTMLElement
}

/** The host element with its open shadow root: the style sheets (with the CSP nonce), the pins' layer and the root. */
export function createHost(doc: Document, { nonce, zIndex }: { nonce?: string; zIndex: number }): WidgetHost {
  const host = doc.createElement('ledgerline-feedback')
  const shadow = host.attachShadow({ mode: 'open' })
  const style = doc.createElement('style')
  if (nonce) style.setAttribute('nonce', nonce)
  style.textContent = loaderCss(zIndex)
  const pinLayer = doc.createElement('div')
  pinLayer.className = 'pins'
  const root = doc.createElement('div')
  root.className = 'root'
  shadow.append(style, pinLayer, root)
  return { host, shadow, pinLayer, root }
}

/**
 * Keeps the widget's host element above everything the page shows, so a page's open <dialog> or popover never
 * covers the launcher and panel (issue 17.6):
 *
 * - In the browser's top layer: the host is a manual popover, shown again (so moved to the top) whenever the page
 *   opens a popover or dialog of its own. Browsers without the popover API keep the z-index alone.
 * - A modal dialog makes everything outside it inert, top layer included; while one is open the host moves into
 *   the topmost, and back to the page's body when it closes.
 */
export function keepOnTop(host: HTMLElement, view: Window): () => void {
  const doc = view.document
  const popover = typeof host.showPopover === 'function'
  if (popover) host.setAttribute('popover', 'manual')
  let raising = false

  const show = () => {
    if (!popover || !host.isConnected) return
    raising = true
    try {
      if (host.matches(':popover-open')) host.hidePopover()
      host.showPopover()
    } finally {
      raising = false
    }
  }

  const home = () => doc.body ?? doc.documentElement
  const place = () => {
    const modals = Array.from(doc.querySelectorAll('dialog[open]')).filter(isModal)
    const parent = modals.at(-1) ?? home()
    if (host.parentNode !== parent) parent.append(host)
    show()
  }

  const onToggle = (event: Event) => {
    if (raising || event.target === host || (event as ToggleEvent).newState !== 'open') return
    show() // the page opened a popover (or dialog) after ours: ours goes back on top
  }
  const dialogs = new MutationObserver(place)
  dialogs.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['open'] })
  doc.addEventListener('toggle', onToggle, true)
  place()

  return () => {
    dialogs.disconnect()
    doc.removeEventListener('toggle', onToggle, true)
    if (popover && host.matches(':popover-open')) host.hidePopover()
  }
}

function isModal(dialog: Element): boolean {
  try {
    return dialog.matches(':modal')
  } catch {
    return false // a browser without :modal has no top layer either
  }
}
