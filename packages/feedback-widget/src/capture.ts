import { FEEDBACK_LIMITS } from '@ledgerline/sdk'

/** SPEC.md §5 and §9: how much of a picked element is kept. */
export const MAX_ELEMENT_TEXT = FEEDBACK_LIMITS.elementText
export const MAX_SELECTOR_DEPTH = 5
export const MAX_CLASSES_PER_LEVEL = 2

/** What the element picker records about the element a feedback is about. */
export interface PickedElement {
  elementText: string
  elementSelector: string
  positionX: number
  positionY: number
  /** JSON text of {x, y, width, height} in page coordinates. */
  elementBounds: string
}

export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

/** Cuts text to `max` characters without leaving half of a surrogate pair at the end. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}

/** The element's visible text, whitespace collapsed, cut to 100 characters; labels stand in for text-less elements. */
export function elementText(element: Element): string {
  // innerText follows the layout, so "Welcome<span>VIP</span>" in two boxes reads as two words; jsdom has only textContent.
  const rendered = 'innerText' in element && typeof element.innerText === 'string' ? element.innerText : null
  const text = (rendered ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()
  const label =
    text ||
    ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name)?.trim()).find(Boolean)
  return truncate(label ?? '', MAX_ELEMENT_TEXT)
}

/** CSS.escape where the browser has it; jsdom does not. */
export function cssEscape(value: string): string {
  if (typeof CSS !== 'undefined' && typeof CSS.escape === 'function') return CSS.escape(value)
  return value
    .replace(/[^\w\u0080-\uFFFF-]/g, '\\$&')
    .replace(/^(-?)(\d)/, (_, dash: string, digit: string) => `${dash}\\3${digit} `)
}

/** `#id`, or `[id="…"]` for ids that are no plain identifier (a leading digit, spaces…), which every engine reads alike. */
function idSelector(id: string): string {
  return /^-?[A-Za-z_][\w-]*$/.test(id) ? `#${id}` : `[id="${id.replace(/["\\]/g, '\\$&')}"]`
}

function levelSelector(element: Element, withClasses: boolean): string {
  if (element.id) return idSelector(element.id)
  const tag = element.localName
  if (!withClasses) return tag
  const classes = Array.from(element.classList).slice(0, MAX_CLASSES_PER_LEVEL)
  return tag + classes.map((name) => `.${cssEscape(name)}`).join('')
}

function pathSelector(element: Element, withClasses: boolean): string {
  const levels: string[] = []
  let current: Element | null = element
  while (
    current &&
    levels.length < MAX_SELECTOR_DEPTH &&
    current.localName !== 'body' &&
    current.localName !== 'html'
  ) {
    const level = levelSelector(current, withClasses)
    levels.unshift(level)
    // An ancestor's id already pins the path down.
    if (current.id) break
    current = current.parentElement
  }
  return levels.join(' > ') || element.localName
}

/**
 * The element's id if it has one, else a path of at most 5 levels (the element and its ancestors),
 * each its tag with at most 2 class names. Stays within the API's 1000-character limit.
 */
export function buildSelector(element: Element): string {
  const limit = FEEDBACK_LIMITS.elementSelector
  const selector = pathSelector(element, true)
  if (selector.length <= limit) return selector
  return truncate(pathSelector(element, false), limit)
}

/** The element's box in page coordinates, rounded to whole pixels. */
export function pageBounds(element: Element, view: Window): Bounds {
  const rect = element.getBoundingClientRect()
  return {
    x: Math.round(rect.left + view.scrollX),
    y: Math.round(rect.top + view.scrollY),
    width: Math.round(rect.width),
    height: Math.round(rect.height),
  }
}

/** Everything the feedback keeps about a picked element, given the click's viewport point. */
export function captureElement(element: Element, clientX: number, clientY: number, view: Window): PickedElement {
  return {
    elementText: elementText(element),
    elementSelector: buildSelector(element),
    positionX: Math.round(clientX + view.scrollX),
    positionY: Math.round(clientY + view.scrollY),
    elementBounds: JSON.stringify(pageBounds(element, view)),
  }
}

/** Reads stored elementBounds back; anything malformed is null. */
export function parseBounds(json: string | null): Bounds | null {
  if (!json) return null
  try {
    const value: unknown = JSON.parse(json)
    if (typeof value !== 'object' || value === null) return null
    const { x, y, width, height } = value as Record<string, unknown>
    const numbers = [x, y, width, height]
    if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return null
    return { x, y, width, height } as Bounds
  } catch {
    return null
  }
}
