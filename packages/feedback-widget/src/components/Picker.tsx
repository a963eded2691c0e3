/** @jsxImportSource preact */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks'
import { captureElement, elementText, truncate } from '../capture'
import type { WidgetContext } from '../context'

interface Box {
  left: number
  top: number
  width: number
  height: number
  /** What the highlight's tag says: the element's tag and the start of its text. */
  name: string
}

function describe(element: Element): string {
  const text = truncate(elementText(element), 40)
  return text ? `${element.localName} · ${text}` : element.localName
}

/**
 * The element picker: hovering highlights a page element, a click selects it, Escape goes back to the
 * location step. Keyboard users Tab to an element and press Enter. Events on the widget itself (retargeted to its host) never count as the target.
 */
export function Picker({ ctx }: { ctx: WidgetContext }) {
  const { flow, strings, view } = ctx
  const [box, setBox] = useState<Box | null>(null)
  // The pointer passes through the instruction bar (all but its Cancel button) to the page beneath, and the
  // bar fades while the pointer is over it, so what lies under it can be seen, highlighted and picked.
  const [faded, setFaded] = useState(false)
  const bar = useRef<HTMLDivElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)

  // A layout effect: the keys and clicks are listened for before the bar shows, so a quick Escape is not lost.
  useLayoutEffect(() => {
    const doc = view.document
    const pageTarget = (event: Event): Element | null => {
      const target = event.target
      return target instanceof Element && !ctx.isOwn(target) ? target : null
    }
    // Mouse hover, or keyboard focus (Tab through the page), highlights.
    const onHover = (event: Event) => {
      if (event instanceof MouseEvent && bar.current) {
        const { left, top, right, bottom } = bar.current.getBoundingClientRect()
        const { clientX: x, clientY: y } = event
        setFaded(x >= left && x <= right && y >= top && y <= bottom)
      }
      const target = pageTarget(event)
      if (!target) return setBox(null)
      const { left, top, width, height } = target.getBoundingClientRect()
      setBox({ left, top, width, height, name: describe(target) })
    }
    // The page must not react to the clicks that pick (links, menus…).
    const swallow = (event: Event) => {
      if (!pageTarget(event)) return
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    const onClick = (event: MouseEvent) => {
      const target = pageTarget(event)
      if (!target) return
      swallow(event)
      flow.pick(captureElement(target, event.clientX, event.clientY, view))
    }
    const onKey = (event: KeyboardEvent) => {
      const target = pageTarget(event)
      if (event.key === 'Enter' && target) {
        swallow(event)
        const { left, top, width, height } = target.getBoundingClientRect()
        flow.pick(captureElement(target, left + width / 2, top + height / 2, view))
      } else if (event.key === 'Escape') {
        event.preventDefault()
        event.stopImmediatePropagation()
        flow.cancelPicking()
      }
    }
    const listeners: [string, (event: never) => void][] = [
      ['mousemove', onHover],
      ['focusin', onHover],
      ['mousedown', swallow],
      ['mouseup', swallow],
      ['pointerdown', swallow],
      ['pointerup', swallow],
      ['click', onClick],
      ['keydown', onKey],
    ]
    for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener, true)
    cancel.current?.focus()
    return () => {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener, true)
    }
  }, [])
  // Announced after paint, in the same pass as the panel's step title (as before the listeners moved).
  useEffect(() => {
    ctx.announcement.value = { text: strings.pickerHint, visible: false }
  }, [])

  return (
    <>
      {box && (
        <div class="layer highlight" style={{ left: box.left, top: box.top, width: box.width, height: box.height }}>
          <span class={box.top < 28 ? 'tag inside' : 'tag'}>{box.name}</span>
        </div>
      )}
      <div ref={bar} class={faded ? 'layer hint faded' : 'layer hint'}>
        <span>{strings.pickerHint}</span>
        <button type="button" ref={cancel} onClick={flow.cancelPicking}>
          {strings.pickerCancel}
        </button>
      </div>
    </>
  )
}
