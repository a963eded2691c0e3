import type { Feedback } from '@ledgerline/sdk'
import { elementText } from './capture'

export interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

/** What a click on the page may be meant for: a pin must never sit on one of these. */
export const INTERACTIVE = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  'iframe',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=checkbox]',
  '[role=switch]',
  '[role=option]',
  '[role=slider]',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable=""]',
  '[contenteditable=true]',
].join(',')

/**
 * Parts of the page a pin must never cover though they take no click: the host page marks them (the portal's
 * environment banner).
 */
export const NO_PINS = '[data-ledgerline-no-pins]'

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
const LABELS = ['aria-label', 'alt', 'title', 'placeholder']

/** The deepest element whose text (or label) is `text`: the picker stored the text of the element it picked. */
function findByText(doc: Document, text: string, isOwn: (element: Element) => boolean): Element | null {
  let found: Element | null = null
  // textContent is cheap and a superset of the rendered text, so it rules most elements out before innerText.
  for (const element of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    if (isOwn(element)) continue
    const labelled = LABELS.some((name) => element.getAttribute(name)?.trim() === text)
    if (!labelled && !collapse(element.textContent ?? '').includes(text)) continue
    if (elementText(element) !== text) continue
    // Document order puts an ancestor before its descendants: a later match inside the current one is deeper.
    if (!found || found.contains(element)) found = element
  }
  return found
}

/**
 * Finds a pin's element again: by its stored selector (among several matches, the one with the stored text),
 * then by the stored text alone, then nothing. `isOwn` excludes the widget's own nodes.
 */
export function findAnchor(doc: Document, feedback: Feedback, isOwn: (element: Element) => boolean): Element | null {
  let matches: Element[] = []
  if (feedback.elementSelector) {
    try {
      matches = Array.from(doc.querySelectorAll(feedback.elementSelector)).filter((element) => !isOwn(element))
    } catch {
      // A stored selector this browser cannot parse: the text may still find the element.
    }
  }
  const text = feedback.elementText?.trim()
  if (matches.length === 1 || (matches.length > 1 && !text)) return matches[0]!
  if (!text) return null
  return matches.find((element) => elementText(element) === text) ?? findByText(doc, text, isOwn)
}

/** The part of the element's box that can be seen: inside the viewport and every clipping ancestor; null if none. */
export function visibleRect(element: Element, view: Window): Rect | null {
  const box = element.getBoundingClientRect()
  if (box.width === 0 && box.height === 0) return null
  let rect: Rect = { left: box.left, top: box.top, right: box.left + box.width, bottom: box.top + box.height }
  const clip = (other: Rect) => {
    rect = {
      left: Math.max(rect.left, other.left),
      top: Math.max(rect.top, other.top),
      right: Math.min(rect.right, other.right),
      bottom: Math.min(rect.bottom, other.bottom),
    }
  }
  for (
    let parent = element.parentElement;
    parent && parent !== element.ownerDocument.body;
    parent = parent.parentElement
  ) {
    const style = view.getComputedStyle(parent)
    if (style.display === 'contents') continue
    if (/auto|scroll|hidden|clip/.test(`${style.overflow} ${style.overflowX} ${style.overflowY}`)) {
      const { left, top, width, height } = parent.getBoundingClientRect()
      clip({ left, top, right: left + width, bottom: top + height })
    }
    if (style.position === 'fixed') break
  }
  clip({ left: 0, top: 0, right: view.innerWidth, bottom: view.innerHeight })
  return rect.right > rect.left && rect.bottom > rect.top ? rect : null
}

/**
 * Where a pin of `size` px goes next to its element's visible box: beside it, right then left, then above or
 * below at its end edge, then inside its end corner for large boxes. Answers the first spot `isFree` accepts
 * (the caller checks the page beneath), or null when none is free. `rtl` mirrors the preference; `gap` is the
 * distance kept from the element.
 */
export function pinSpot(
  box: Rect,
  size: number,
  isFree: (spot: Rect) => boolean,
  viewport: { width: number; height: number },
  rtl = false,
  gap = 4,
): Rect | null {
  const width = box.right - box.left
  const height = box.bottom - box.top
  const middle = height <= size * 2 ? box.top + height / 2 - size / 2 : box.top + gap
  const after = rtl ? box.left - gap - size : box.right + gap
  const before = rtl ? box.right + gap : box.left - gap - size
  const endEdge = rtl ? box.left : box.right - size
  const startEdge = rtl ? box.right - size : box.left
  const candidates: [number, number][] = [
    [after, middle],
    [before, middle],
    [endEdge, box.top - gap - size],
    [endEdge, box.bottom + gap],
    [startEdge, box.top - gap - size],
    [startEdge, box.bottom + gap],
  ]
  if (width >= size * 3 && height >= size * 2)
    candidates.push([rtl ? box.left + gap : box.right - gap - size, box.top + gap])
  for (const [left, top] of candidates) {
    const spot = {
      left: Math.round(left),
      top: Math.round(top),
      right: Math.round(left) + size,
      bottom: Math.round(top) + size,
    }
    if (spot.left < 0 || spot.top < 0 || spot.right > viewport.width || spot.bottom > viewport.height) continue
    if (isFree(spot)) return spot
  }
  return null
}
