import { afterEach, describe, expect, it } from 'vitest'
import type { Feedback } from '@ledgerline/sdk'
import { findAnchor, pinPoint } from './anchor'

const view = { scrollX: 0, scrollY: 0 } as Window
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

  it('finds nothing for a missing or unparsable selector, or for the widget’s own nodes', () => {
    document.body.innerHTML = '<p id="x">x</p>'
    expect(findAnchor(document, entry({ elementSelector: '#nope' }), notOwn)).toBeNull()
    expect(findAnchor(document, entry({ elementSelector: 'p[[' }), notOwn)).toBeNull()
    expect(findAnchor(document, entry({ elementSelector: null }), notOwn)).toBeNull()
    expect(findAnchor(document, entry({ elementSelector: '#x' }), () => true)).toBeNull()
  })
})

describe('where a pin goes', () => {
  it('keeps its relative spot on an element that moved or resized', () => {
    document.body.innerHTML = '<p>x</p>'
    const p = document.querySelector('p')!
    place(p, 400, 10, 200, 20)
    const stored = entry({
      positionX: 150,
      positionY: 115,
      elementBounds: JSON.stringify({ x: 100, y: 100, width: 100, height: 30 }),
    })
    expect(pinPoint(stored, p, view)).toEqual({ x: 500, y: 20 })
    expect(pinPoint(stored, p, { scrollX: 5, scrollY: 1000 } as Window)).toEqual({ x: 505, y: 1020 })
  })

  it('falls back to the stored position without an element, or with one that is not laid out', () => {
    document.body.innerHTML = '<p>x</p>'
    const p = document.querySelector('p')!
    place(p, 0, 0, 0, 0)
    expect(pinPoint(entry({}), null, view)).toEqual({ x: 50, y: 60 })
    expect(pinPoint(entry({}), p, view)).toEqual({ x: 50, y: 60 })
  })

  it('centres on an element found without stored bounds, and skips entries without a position', () => {
    document.body.innerHTML = '<p>x</p>'
    const p = document.querySelector('p')!
    place(p, 10, 10, 100, 50)
    expect(pinPoint(entry({ elementBounds: 'garbage' }), p, view)).toEqual({ x: 60, y: 35 })
    expect(pinPoint(entry({ positionX: null }), p, view)).toBeNull()
  })
})
