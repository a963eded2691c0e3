import type { Bounds } from './capture'

// What a screenshot blanks (issue 17.3): every form field, anything editable, and whatever the site marks with
// data-ledgerline-mask (with all it contains). Buttons are no data and stay visible.

export const MASK_ATTRIBUTE = 'data-ledgerline-mask'
const MASKED =
  'input:not([type=button],[type=submit],[type=reset],[type=image],[type=hidden]),textarea,select,[contenteditable]:not([contenteditable=false]),[data-ledgerline-mask]'

/** Whether the element is blanked in screenshots (a form field, editable, or marked, or inside one that is). */
export function isMasked(element: Element): boolean {
  return element.closest(MASKED) !== null
}

/**
 * The boxes to blank inside `area` (page coordinates), relative to the area: one per outermost masked element
 * that shows there. `skip` leaves out the widget's own elements.
 */
export function maskBoxes(doc: Document, view: Window, area: Bounds, skip: (element: Element) => boolean): Bounds[] {
  const boxes: Bounds[] = []
  for (const element of doc.querySelectorAll(MASKED)) {
    if (skip(element) || (element.parentElement && isMasked(element.parentElement))) continue
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    const x = rect.left + view.scrollX - area.x
    const y = rect.top + view.scrollY - area.y
    if (x + rect.width <= 0 || y + rect.height <= 0 || x >= area.width || y >= area.height) continue
    // Whole pixels outward, so no sliver of the field shows at an edge.
    const left = Math.floor(x) - 1
    const top = Math.floor(y) - 1
    boxes.push({
      x: left,
      y: top,
      width: Math.ceil(x + rect.width) + 1 - left,
      height: Math.ceil(y + rect.height) + 1 - top,
    })
  }
  return boxes
}

/** The area a screenshot shows: the visible viewport, or the picked element with `margin` pixels around it. */
export function captureArea(view: Window, doc: Document, element?: Bounds | null, margin = 120): Bounds {
  const pageWidth = Math.max(doc.documentElement.scrollWidth, view.innerWidth)
  const pageHeight = Math.max(doc.documentElement.scrollHeight, view.innerHeight)
  if (!element) return { x: view.scrollX, y: view.scrollY, width: view.innerWidth, height: view.innerHeight }
  const x = Math.max(0, element.x - margin)
  const y = Math.max(0, element.y - margin)
  return {
    x,
    y,
    width: Math.min(pageWidth, element.x + element.width + margin) - x,
    height: Math.min(pageHeight, element.y + element.height + margin) - y,
  }
}
