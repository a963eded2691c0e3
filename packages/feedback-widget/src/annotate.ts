// The annotation surface's state (issue 17.2), free of the DOM: the reporter draws boxes and arrows on the
// screenshot with the pointer (press, drag, release) or the keyboard (arrow keys move the shape being placed,
// Shift with arrow keys resizes it or moves the arrow's head, Enter places it, Escape drops it).

export type Tool = 'box' | 'arrow'
export const TOOLS: readonly Tool[] = ['box', 'arrow']

/** From (x1, y1) to (x2, y2) in the image's pixels: a box's corners, or an arrow's tail and head. */
export interface Shape {
  tool: Tool
  x1: number
  y1: number
  x2: number
  y2: number
}

export interface Annotation {
  width: number
  height: number
  tool: Tool
  shapes: Shape[]
  /** The shape being drawn or placed, not yet part of the image. */
  draft: Shape | null
}

/** Shapes smaller than this (a click, not a drag) are not kept. */
export const MIN_SIZE = 4
/** How far one arrow key press moves or resizes. */
export const KEY_STEP = 10

export function createAnnotation(width: number, height: number, tool: Tool = 'box'): Annotation {
  return { width, height, tool, shapes: [], draft: null }
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)))

export function setTool(state: Annotation, tool: Tool): Annotation {
  return { ...state, tool, draft: state.draft && { ...state.draft, tool } }
}

export function begin(state: Annotation, x: number, y: number): Annotation {
  const px = clamp(x, state.width)
  const py = clamp(y, state.height)
  return { ...state, draft: { tool: state.tool, x1: px, y1: py, x2: px, y2: py } }
}

export function drag(state: Annotation, x: number, y: number): Annotation {
  if (!state.draft) return state
  return { ...state, draft: { ...state.draft, x2: clamp(x, state.width), y2: clamp(y, state.height) } }
}

/** Places the shape being drawn, if it is big enough to mean something. */
export function finish(state: Annotation): Annotation {
  const { draft } = state
  if (!draft) return state
  const big = Math.abs(draft.x2 - draft.x1) >= MIN_SIZE || Math.abs(draft.y2 - draft.y1) >= MIN_SIZE
  return { ...state, draft: null, shapes: big ? [...state.shapes, draft] : state.shapes }
}

/** A shape to place with the keyboard, in the middle of the image: a box of a quarter of it, or an arrow. */
export function startKeyboardShape(state: Annotation): Annotation {
  const cx = state.width / 2
  const cy = state.height / 2
  const w = Math.max(MIN_SIZE, state.width / 4)
  const h = Math.max(MIN_SIZE, state.height / 4)
  const draft: Shape =
    state.tool === 'box'
      ? { tool: 'box', x1: cx - w / 2, y1: cy - h / 2, x2: cx + w / 2, y2: cy + h / 2 }
      : { tool: 'arrow', x1: cx - w / 2, y1: cy + h / 2, x2: cx, y2: cy }
  return {
    ...state,
    draft: {
      ...draft,
      x1: Math.round(draft.x1),
      y1: Math.round(draft.y1),
      x2: Math.round(draft.x2),
      y2: Math.round(draft.y2),
    },
  }
}

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/**
 * A key pressed on the surface; answers the new state, or null when the key is not the surface's. Arrow keys
 * start a shape if none is being placed, then move it (with Shift: move its second corner or its head).
 */
export function onKey(state: Annotation, key: string, shift: boolean): Annotation | null {
  const direction = DIRECTIONS[key]
  if (direction) {
    const current = state.draft ? state : startKeyboardShape(state)
    const draft = current.draft!
    const [dx, dy] = [direction[0] * KEY_STEP, direction[1] * KEY_STEP]
    if (shift)
      return {
        ...current,
        draft: { ...draft, x2: clamp(draft.x2 + dx, state.width), y2: clamp(draft.y2 + dy, state.height) },
      }
    // The whole shape moves, and stays inside the image.
    const minX = Math.min(draft.x1, draft.x2)
    const maxX = Math.max(draft.x1, draft.x2)
    const minY = Math.min(draft.y1, draft.y2)
    const maxY = Math.max(draft.y1, draft.y2)
    const mx = Math.min(state.width - maxX, Math.max(-minX, dx))
    const my = Math.min(state.height - maxY, Math.max(-minY, dy))
    return {
      ...current,
      draft: { ...draft, x1: draft.x1 + mx, x2: draft.x2 + mx, y1: draft.y1 + my, y2: draft.y2 + my },
    }
  }
  if (key === 'Enter') return state.draft ? finish(state) : startKeyboardShape(state)
  if (key === 'Escape' && state.draft) return { ...state, draft: null }
  return null
}

/** Takes back the shape being drawn, else the last one placed. */
export function undo(state: Annotation): Annotation {
  if (state.draft) return { ...state, draft: null }
  return { ...state, shapes: state.shapes.slice(0, -1) }
}

export function clear(state: Annotation): Annotation {
  return { ...state, shapes: [], draft: null }
}

/** Every shape to draw: those placed, then the one being placed. */
export function shapesOf(state: Annotation): Shape[] {
  return state.draft ? [...state.shapes, state.draft] : state.shapes
}

/** Draws shapes in the annotation colour: boxes as outlines, arrows with a head. */
export function drawShapes(context: CanvasRenderingContext2D, shapes: Shape[], scale = 1): void {
  const line = Math.max(3, Math.round(4 * scale))
  context.save()
  context.lineWidth = line
  context.lineCap = 'round'
  context.lineJoin = 'round'
  // A white halo under a red line shows on any background.
  for (const [colour, width] of [
    ['#fff', line + 3],
    ['#d00000', line],
  ] as const) {
    context.strokeStyle = colour
    context.fillStyle = colour
    context.lineWidth = width
    for (const shape of shapes) {
      context.beginPath()
      if (shape.tool === 'box') {
        context.strokeRect(
          Math.min(shape.x1, shape.x2),
          Math.min(shape.y1, shape.y2),
          Math.abs(shape.x2 - shape.x1),
          Math.abs(shape.y2 - shape.y1),
        )
      } else {
        const angle = Math.atan2(shape.y2 - shape.y1, shape.x2 - shape.x1)
        const head = line * 4
        context.moveTo(shape.x1, shape.y1)
        context.lineTo(shape.x2, shape.y2)
        context.moveTo(shape.x2 - head * Math.cos(angle - Math.PI / 6), shape.y2 - head * Math.sin(angle - Math.PI / 6))
        context.lineTo(shape.x2, shape.y2)
        context.lineTo(shape.x2 - head * Math.cos(angle + Math.PI / 6), shape.y2 - head * Math.sin(angle + Math.PI / 6))
        context.stroke()
      }
    }
  }
  context.restore()
}
