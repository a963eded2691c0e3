import { describe, expect, it } from 'vitest'
import { begin, clear, createAnnotation, drag, finish, KEY_STEP, onKey, setTool, shapesOf, undo } from './annotate'

describe('the annotation surface', () => {
  it('draws a box with the pointer, kept inside the image', () => {
    let state = createAnnotation(400, 300)
    state = begin(state, 10, 20)
    state = drag(state, 500, 120)
    expect(shapesOf(state)).toEqual([{ tool: 'box', x1: 10, y1: 20, x2: 400, y2: 120 }])
    state = finish(state)
    expect(state.draft).toBeNull()
    expect(state.shapes).toEqual([{ tool: 'box', x1: 10, y1: 20, x2: 400, y2: 120 }])
  })

  it('drops a click that drew nothing', () => {
    const state = finish(drag(begin(createAnnotation(400, 300), 50, 50), 51, 52))
    expect(state.shapes).toEqual([])
  })

  it('places a box with the keyboard: arrows move it, Shift+arrows resize it, Enter places it', () => {
    let state = createAnnotation(400, 200)
    state = onKey(state, 'ArrowRight', false)!
    expect(state.draft).toEqual({ tool: 'box', x1: 150 + KEY_STEP, y1: 75, x2: 250 + KEY_STEP, y2: 125 })
    state = onKey(state, 'ArrowDown', true)!
    expect(state.draft).toMatchObject({ y2: 135 })
    // It never leaves the image.
    for (let i = 0; i < 50; i++) state = onKey(state, 'ArrowUp', false)!
    expect(state.draft).toMatchObject({ y1: 0, y2: 60 })
    state = onKey(state, 'Enter', false)!
    expect(state.shapes).toHaveLength(1)
    expect(state.draft).toBeNull()
    expect(onKey(state, 'a', false)).toBeNull()
  })

  it('places an arrow whose head Shift+arrows move; Escape drops what is being placed', () => {
    let state = setTool(createAnnotation(400, 200), 'arrow')
    state = onKey(state, 'Enter', false)!
    expect(state.draft).toEqual({ tool: 'arrow', x1: 150, y1: 125, x2: 200, y2: 100 })
    state = onKey(state, 'ArrowLeft', true)!
    expect(state.draft).toMatchObject({ x1: 150, x2: 190 })
    state = onKey(state, 'Escape', false)!
    expect(state.draft).toBeNull()
    expect(state.shapes).toEqual([])
  })

  it('undoes the last shape and clears them all', () => {
    let state = createAnnotation(400, 300)
    state = finish(drag(begin(state, 0, 0), 100, 100))
    state = finish(drag(begin(setTool(state, 'arrow'), 10, 10), 200, 50))
    expect(state.shapes.map((shape) => shape.tool)).toEqual(['box', 'arrow'])
    state = undo(state)
    expect(state.shapes.map((shape) => shape.tool)).toEqual(['box'])
    state = clear(finish(drag(begin(state, 5, 5), 90, 90)))
    expect(state.shapes).toEqual([])
  })
})
