import type { Feedback } from '@ledgerline/sdk'
import { findAnchor, INTERACTIVE, NO_PINS, pinSpot, visibleRect, type Rect } from './anchor'
import { paths } from './icons'
import { format, type CoreStrings } from './strings'

/** Pins are 24 px, the smallest target WCAG 2.5.8 allows; where only a narrow gap is free, a 14 px dot fits. */
export const PIN_SIZE = 24
export const SMALL_PIN_SIZE = 14
const LOCK_ICON = `<svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${paths.lock}"/></svg>`

export interface PinsOptions {
  view: Window
  /** CSP nonce (the script tag's stand-in fetches the pins' file with it). */
  nonce?: string
  /** The shadow-root element the pin buttons live in. */
  container: HTMLElement
  /** The texts (read when pins are made: the language may arrive after the widget mounts). */
  strings(): CoreStrings
  language: string
  isOwn(element: Element): boolean
  onOpen(feedback: Feedback): void
}

export interface PinLayer {
  /** The pins of the current page; entries of other pages are left out. */
  set(pins: Feedback[]): void
  setHidden(hidden: boolean): void
  /** Re-places the pins at the next frame (several calls in one frame place them once). */
  schedule(): void
  destroy(): void
}

interface Pin {
  feedback: Feedback
  button: HTMLButtonElement
  anchor: Element | null
}

/**
 * Unresolved, positioned feedback of this page as dots next to their elements: green when open, red with a
 * lock when locked. Each pin follows its element (found by selector, then by text) through scrolling,
 * resizing and layout changes, re-placed once per frame; a pin whose element is gone, hidden or scrolled out
 * of sight is not drawn, and a pin never sits on anything of the page that takes a click.
 */
export function createPinLayer({ view, container, strings: texts, language, isOwn, onOpen }: PinsOptions): PinLayer {
  const doc = view.document
  let pins: Pin[] = []
  let hidden = false
  let frame = 0
  let stale = true // anchors must be looked up again (the DOM changed)

  const schedule = () => {
    if (frame || pins.length === 0) return
    frame = view.requestAnimationFrame(place)
  }
  const onMutation = () => {
    stale = true
    schedule()
  }
  const mutations = new MutationObserver(onMutation)
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null
  let watching = false

  function watch(on: boolean) {
    if (on === watching) return
    watching = on
    if (on) {
      mutations.observe(doc.body ?? doc.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['class', 'style', 'hidden', 'open', 'aria-hidden'],
      })
      resizes?.observe(doc.documentElement)
      view.addEventListener('scroll', schedule, { capture: true, passive: true })
      view.addEventListener('resize', schedule)
    } else {
      mutations.disconnect()
      resizes?.disconnect()
      view.removeEventListener('scroll', schedule, { capture: true })
      view.removeEventListener('resize', schedule)
      if (frame) view.cancelAnimationFrame(frame)
      frame = 0
    }
  }

  /** A control's box (or a no-pins part's); whether it takes a click is asked only when a spot overlaps it. */
  interface Blocker extends Rect {
    element: Element
    blocks?: boolean
  }

  /**
   * What of the page a pin must not overlap at all, measured once per placement: the boxes of its controls (their
   * whole hit area, even a few pixels of an edge) and the parts the page marks as no place for pins.
   */
  function blockers(viewport: { width: number; height: number }): Blocker[] {
    const boxes: Blocker[] = []
    for (const element of Array.from(doc.querySelectorAll(`${INTERACTIVE},${NO_PINS}`))) {
      if (isOwn(element)) continue
      const { left, top, width, height } = element.getBoundingClientRect()
      if (width === 0 || height === 0 || left + width <= 0 || top + height <= 0) continue
      if (left >= viewport.width || top >= viewport.height) continue
      boxes.push({ element, left, top, right: left + width, bottom: top + height })
    }
    return boxes
  }

  // What lets the pointer through (an empty toast region) takes no click; a no-pins part blocks all the same.
  const blocks = (blocker: Blocker) =>
    (blocker.blocks ??=
      blocker.element.matches(NO_PINS) || view.getComputedStyle(blocker.element).pointerEvents !== 'none')

  const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

  /**
   * Nothing of the page that takes a click lies under the spot: no control's box (nor a part marked as no place
   * for pins), and nothing interactive hit-tested at its centre and corners (a control drawn over another).
   */
  function isFree(spot: Rect, taken: Rect[], blocked: Blocker[]): boolean {
    if (taken.some((t) => overlaps(spot, t)) || blocked.some((b) => overlaps(spot, b) && blocks(b))) return false
    if (typeof doc.elementFromPoint !== 'function') return true // jsdom: no layout to test against
    const inset = 2
    const points: [number, number][] = [
      [(spot.left + spot.right) / 2, (spot.top + spot.bottom) / 2],
      [spot.left + inset, spot.top + inset],
      [spot.right - inset, spot.top + inset],
      [spot.left + inset, spot.bottom - inset],
      [spot.right - inset, spot.bottom - inset],
    ]
    return points.every(([x, y]) => {
      const hit = doc.elementFromPoint(x, y)
      // Our own launcher or panel counts as taken; so does anything interactive of the page.
      return hit !== null && !isOwn(hit) && hit.closest(INTERACTIVE) === null
    })
  }

  function place() {
    frame = 0
    const rtl = view.getComputedStyle(doc.documentElement).direction === 'rtl'
    if (stale) {
      stale = false
      resizes?.disconnect()
      resizes?.observe(doc.documentElement)
      for (const pin of pins) {
        if (!pin.anchor?.isConnected) pin.anchor = findAnchor(doc, pin.feedback, isOwn)
        if (pin.anchor) resizes?.observe(pin.anchor)
      }
    }
    // Pins take no hit test while they are placed, so they never stand in their own way.
    container.classList.add('measuring')
    const taken: Rect[] = []
    const viewport = { width: doc.documentElement.clientWidth || view.innerWidth, height: view.innerHeight }
    const blocked = hidden || pins.every((pin) => !pin.anchor) ? [] : blockers(viewport)
    const spots = pins.map((pin) => {
      if (hidden || !pin.anchor) return null
      const free = (candidate: Rect) => isFree(candidate, taken, blocked)
      const spotBeside = (element: Element | null | undefined) => {
        const box = element ? visibleRect(element, view) : null
        return (
          box && (pinSpot(box, PIN_SIZE, free, viewport, rtl) ?? pinSpot(box, SMALL_PIN_SIZE, free, viewport, rtl, 1))
        )
      }
      // An element inside a control (a heading in a card link) has no free spot around it: beside the control then.
      const spot = spotBeside(pin.anchor) ?? spotBeside(pin.anchor.parentElement?.closest(INTERACTIVE))
      if (spot) taken.push(spot)
      return spot
    })
    container.classList.remove('measuring')
    pins.forEach(({ button }, index) => {
      const spot = spots[index]
      button.hidden = !spot
      if (spot) {
        button.style.left = `${spot.left}px`
        button.style.top = `${spot.top}px`
        button.classList.toggle('small', spot.right - spot.left < PIN_SIZE)
      }
    })
  }

  function button(feedback: Feedback): HTMLButtonElement {
    const element = doc.createElement('button')
    const locked = feedback.status === 'locked'
    const strings = texts()
    const label = format(
      strings.pinLabel,
      { id: feedback.id, status: strings.statuses[feedback.status] ?? feedback.status, message: feedback.message },
      language,
    )
    element.type = 'button'
    element.className = `layer pin${locked ? ' locked' : ''}`
    element.dataset.pin = String(feedback.id)
    element.setAttribute('aria-label', label)
    element.hidden = true // until placed
    if (locked) element.innerHTML = LOCK_ICON
    element.addEventListener('click', () => onOpen(feedback))
    return element
  }

  return {
    set(list) {
      const path = view.location.pathname
      for (const pin of pins) pin.button.remove()
      pins = list
        .filter((feedback) => feedback.pageUrl === path && feedback.status !== 'resolved')
        .map((feedback) => ({ feedback, button: button(feedback), anchor: null }))
      container.append(...pins.map((pin) => pin.button))
      stale = true
      watch(pins.length > 0)
      schedule()
    },
    setHidden(value) {
      hidden = value
      container.hidden = value
      schedule()
    },
    schedule,
    destroy() {
      watch(false)
      for (const pin of pins) pin.button.remove()
      pins = []
    },
  }
}
