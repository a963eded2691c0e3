import { afterEach, describe, expect, it } from 'vitest'
import { buildSelector, captureElement, cssEscape, elementText, parseBounds, truncate } from './capture'

function html(markup: string): HTMLElement {
  document.body.innerHTML = markup
  return document.body
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the selector of a picked element', () => {
  it('is the element id when it has one', () => {
    html('<main class="a"><button id="save" class="btn primary">Save</button></main>')
    expect(buildSelector(document.querySelector('button')!)).toBe('#save')
  })

  it('is a path of at most 5 levels, each with at most 2 class names', () => {
    html(
      '<div class="l1"><div class="l2"><div class="l3"><section class="l4 x"><ul class="l5 a b c"><li class="one two three four">x</li></ul></section></div></div></div>',
    )
    const selector = buildSelector(document.querySelector('li')!)
    expect(selector).toBe('div.l2 > div.l3 > section.l4.x > ul.l5.a > li.one.two')
    html(
      '<div class="l0"><div class="l1"><div class="l2"><div class="l3"><div class="l4"><div class="l5"><span>deep</span></div></div></div></div></div></div>',
    )
    const deep = buildSelector(document.querySelector('span')!)
    expect(deep).toBe('div.l2 > div.l3 > div.l4 > div.l5 > span')
    expect(deep.split(' > ')).toHaveLength(5)
    expect(document.querySelector(deep)!.textContent).toBe('deep')
  })

  it('stops at an ancestor with an id', () => {
    html('<div class="outer"><nav id="main-nav"><a class="link">Home</a></nav></div>')
    expect(buildSelector(document.querySelector('a')!)).toBe('#main-nav > a.link')
  })

  it('escapes ids and class names that are not plain identifiers', () => {
    html('<p class="w-1/2 md:flex">x</p><b id="1st &quot;b&quot;">y</b>')
    const selector = buildSelector(document.querySelector('p')!)
    expect(document.querySelector(selector)).toBe(document.querySelector('p'))
    expect(document.querySelector(buildSelector(document.querySelector('b')!))).toBe(document.querySelector('b'))
    expect(buildSelector(document.querySelector('b')!)).toBe('[id="1st \\"b\\""]')
    expect(cssEscape('a.b')).toBe('a\\.b')
  })
})

describe('the text of a picked element', () => {
  it('is cut to 100 characters, whitespace collapsed', () => {
    html(`<p>  ${'word '.repeat(40)}  </p>`)
    const text = elementText(document.querySelector('p')!)
    expect(text).toHaveLength(100)
    expect(text.startsWith('word word')).toBe(true)
  })

  it('reads as rendered where the browser lays it out, so separate boxes stay separate words', () => {
    html('<h1>Welcome back<span>VIP</span></h1>')
    const heading = document.querySelector('h1')!
    expect(elementText(heading)).toBe('Welcome backVIP') // jsdom: no layout, textContent only
    Object.defineProperty(heading, 'innerText', { value: 'Welcome back\nVIP' })
    expect(elementText(heading)).toBe('Welcome back VIP')
  })

  it('falls back to a label for elements without text', () => {
    html('<img alt="Firm logo"><button aria-label="Close"></button>')
    expect(elementText(document.querySelector('img')!)).toBe('Firm logo')
    expect(elementText(document.querySelector('button')!)).toBe('Close')
  })

  it('never cuts a character in half', () => {
    expect(truncate(`${'a'.repeat(99)}😀`, 100)).toBe('a'.repeat(99))
    expect(truncate('short', 100)).toBe('short')
  })
})

describe('capturing a picked element', () => {
  it('rounds the position and stores the bounds as JSON text in page coordinates', () => {
    html('<button id="go">Go</button>')
    const button = document.querySelector('button')!
    button.getBoundingClientRect = () => ({ left: 10.4, top: 20.6, width: 80.5, height: 31.2 }) as DOMRect
    const view = { scrollX: 0, scrollY: 100 } as Window
    const captured = captureElement(button, 15.7, 30.2, view)
    expect(captured).toEqual({
      elementText: 'Go',
      elementSelector: '#go',
      positionX: 16,
      positionY: 130,
      elementBounds: JSON.stringify({ x: 10, y: 121, width: 81, height: 31 }),
    })
    expect(parseBounds(captured.elementBounds)).toEqual({ x: 10, y: 121, width: 81, height: 31 })
  })

  it('reads malformed stored bounds as none', () => {
    expect(parseBounds(null)).toBeNull()
    expect(parseBounds('not json')).toBeNull()
    expect(parseBounds('{"x":1}')).toBeNull()
    expect(parseBounds('[1,2,3,4]')).toBeNull()
  })
})
