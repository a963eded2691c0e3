import { afterEach, describe, expect, it } from 'vitest'
import type { Feedback } from '@ledgerline/sdk'
import { findAnchor, pinSpot, visibleRect, type Rect } from './anchor'

const notOwn = () => false

function entry(overrides: Partial<Feedback>): Feedback {
  return {
    id: 1,
    message: 'm',
    reporterName: 'Anonymous',
    reporterSource: 'typed',
    pageUrl: '/',
    status: 'open',
    priority: 'normal',
    category: 'broken',
    subcategory: null,
    elementText: null,
    elementSelector: null,
    positionX: 50,
    positionY: 60,
    elementBounds: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    screenshotUrl: null,
    context: null,
    ...overrides,
  }
}

function place(element: Element, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () => ({ left, top, width, height }) as DOMRect
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('finding a pin’s element again', () => {
  it('prefers, among several matches, the one with the stored text', () => {
    document.body.innerHTML = '<ul><li class="row">First</li><li class="row">Second</li></ul>'
    const found = findAnchor(document, entry({ elementSelector: 'li.row', elementText: 'Second' }), notOwn)
    expect(found?.textContent).toBe('Second')
  })

  it('falls back to the element’s text, or label, when the selector matches nothing', () => {
    document.body.innerHTML =
      '<main><section><h2>Upload <b>Documents</b></h2></section><button aria-label="Notifications"></button></main>'
    const heading = findAnchor(document, entry({ elementSelector: '#upload', elementText: 'Upload Documents' }), notOwn)
    expect(heading?.localName).toBe('h2')
    const bell = findAnchor(document, entry({ elementSelector: 'p[[', elementText: 'Notifications' }), notOwn)
    expect(bell?.localName).toBe('button')
  })

  it('finds nothing when neither the selector nor the text is on the page, nor among the widget’s own nodes', () => {
    document.body.innerHTML = '<p id="x">x</p>'
    expect(findAnchor(document, entry({ elementSelector: '#nope', elementText: 'Gone' }), notOwn)).toBeNull()
    expect(findAnchor(document, entry({ elementSelector: 'p[[' }), notOwn)).toBeNull()
    expect(findAnchor(document, entry({ elementSelector: null }), notOwn)).toBeNull()
    expect(findAnchor(document, entry({ elementSelector: '#x', elementText: 'x' }), () => true)).toBeNull()
  })
})

describe('what of an element can be seen', () => {
  it('is its box inside the viewport and every clipping ancestor', () => {
    document.body.innerHTML = '<div id="scroller" style="overflow: auto"><p id="p">text</p></div>'
    place(document.getElementById('scroller')!, 0, 100, 300, 200)
    const p = document.getElementById('p')!
    place(p, 10, 250, 100, 100)
    expect(visibleRect(p, window)).toEqual({ left: 10, top: 250, right: 110, bottom: 300 })
    place(p, 10, 320, 100, 20) // scrolled out of its container
    expect(visibleRect(p, window)).toBeNull()
    place(p, 0, 0, 0, 0) // display: none
    expect(visibleRect(p, window)).toBeNull()
  })
})

describe('where a pin goes', () => {
  const viewport = { width: 375, height: 600 }
  const box: Rect = { left: 100, top: 100, right: 200, bottom: 130 }
  const free = () => true

  it('sits beside its element, outside the element’s box, at its end edge', () => {
    expect(pinSpot(box, 24, free, viewport)).toEqual({ left: 204, top: 103, right: 228, bottom: 127 })
    expect(pinSpot(box, 24, free, viewport, true)).toEqual({ left: 72, top: 103, right: 96, bottom: 127 })
  })

  it('tries the other side, above and below when a spot is taken, and stays inside the viewport', () => {
    const notRight = (spot: Rect) => spot.left < 200
    expect(pinSpot(box, 24, notRight, viewport)).toEqual({ left: 72, top: 103, right: 96, bottom: 127 })
    const wide: Rect = { left: 0, top: 0, right: 375, bottom: 30 }
    expect(pinSpot(wide, 24, free, viewport)).toEqual({ left: 351, top: 34, right: 375, bottom: 58 })
  })

  it('answers nothing when every spot is taken', () => {
    expect(pinSpot(box, 24, () => false, viewport)).toBeNull()
  })
})
