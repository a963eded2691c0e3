import { afterEach, describe, expect, it } from 'vitest'
import { captureArea, isMasked, maskBoxes } from './mask'

afterEach(() => document.body.replaceChildren())

function page(html: string) {
  document.body.innerHTML = html
}

function placed(element: Element, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  })
}

describe('what a screenshot blanks', () => {
  it('blanks form fields, editable regions and marked elements, not buttons or plain text', () => {
    page(`<form>
      <input id="ssn" value="123-45-6789"><input id="hidden" type="hidden"><input id="go" type="submit">
      <textarea id="notes"></textarea><select id="state"><option>IL</option></select>
      <div id="editor" contenteditable="true">Draft</div><div id="ro" contenteditable="false">Read only</div>
      <section data-ledgerline-mask><p id="inside">Acct 0001</p></section>
      <p id="plain">Welcome</p><button id="button">Save</button></form>`)
    const masked = (id: string) => isMasked(document.getElementById(id)!)
    expect(['ssn', 'notes', 'state', 'editor', 'inside'].map(masked)).toEqual([true, true, true, true, true])
    expect(['go', 'ro', 'plain', 'button'].map(masked)).toEqual([false, false, false, false])
  })

  it('answers one box per outermost masked element in the area, in the area’s coordinates, pixel-aligned outward', () => {
    page(`<input id="a"><div id="b" data-ledgerline-mask><input id="c"></div><input id="far"><input id="own">`)
    placed(document.getElementById('a')!, 10.4, 20.6, 100, 30)
    placed(document.getElementById('b')!, 0, 100, 200, 50)
    placed(document.getElementById('c')!, 5, 105, 50, 20)
    placed(document.getElementById('far')!, 0, 5000, 100, 30)
    placed(document.getElementById('own')!, 0, 0, 10, 10)
    const own = document.getElementById('own')!
    const boxes = maskBoxes(document, window, { x: 0, y: 10, width: 800, height: 600 }, (element) => element === own)
    expect(boxes).toEqual([
      { x: 9, y: 9, width: 103, height: 33 },
      { x: -1, y: 89, width: 202, height: 52 },
    ])
  })

  it('shows the viewport, or the picked element with its surroundings within the page', () => {
    expect(captureArea(window, document)).toEqual({ x: 0, y: 0, width: window.innerWidth, height: window.innerHeight })
    expect(captureArea(window, document, { x: 50, y: 300, width: 100, height: 40 }, 120)).toEqual({
      x: 0,
      y: 180,
      width: 270,
      height: Math.min(460, window.innerHeight) - 180,
    })
  })
})
