import type { Feedback } from '@ledgerline/sdk'
import { elementText, pageBounds, parseBounds } from './capture'

export interface Point {
  x: number
  y: number
}

/**
 * Finds a pin's element again by its stored selector; where several match, the one whose text is the stored text.
 * `isOwn` excludes the widget's own nodes.
 */
export function findAnchor(doc: Document, feedback: Feedback, isOwn: (element: Element) => boolean): Element | null {
  if (!feedback.elementSelector) return null
  let matches: Element[]
  try {
    matches = Array.from(doc.querySelectorAll(feedback.elementSelector)).filter((element) => !isOwn(element))
  } catch {
    return null // a stored selector this browser cannot parse
  }
  if (matches.length <= 1 || !feedback.elementText) return matches[0] ?? null
  return matches.find((element) => elementText(element) === feedback.elementText) ?? matches[0] ?? null
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))

/**
 * Where a pin goes, in page coordinates: at the same relative spot of its element when the element is found
 * and laid out, else at the stored position; null when the feedback has no position.
 */
export function pinPoint(feedback: Feedback, anchor: Element | null, view: Window): Point | null {
  if (feedback.positionX === null || feedback.positionY === null) return null
  const stored = { x: feedback.positionX, y: feedback.positionY }
  if (!anchor) return stored
  const now = pageBounds(anchor, view)
  if (now.width === 0 && now.height === 0) return stored
  const then = parseBounds(feedback.elementBounds)
  const rx = then && then.width > 0 ? clamp01((stored.x - then.x) / then.width) : 0.5
  const ry = then && then.height > 0 ? clamp01((stored.y - then.y) / then.height) : 0.5
  return { x: Math.round(now.x + rx * now.width), y: Math.round(now.y + ry * now.height) }
}
