/** @jsxImportSource preact */
import { act, fireEvent, within } from '@testing-library/preact'
import { signal } from '@preact/signals'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeedbackInput } from '@ledgerline/sdk'
import type { Bridge } from './bridge'
import type { WidgetContext } from './context'
import type { Hooks } from './context-hooks'
import { mountEvidence, trapTab, type Evidence } from './evidence'
import { createFlow } from './flow'
import type { FeedbackWidgetOptions } from './widget'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

/** A canvas as the screenshot part answers it; jsdom draws nothing, so its encoding is given. */
function fakeShot(width = 320, height = 200): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas.toDataURL = () => PNG
  return canvas
}

/** jsdom has no 2D canvas: a context that records what is drawn. */
let drawn: string[] = []
beforeEach(() => {
  drawn = []
  const record = (name: string) => () => void drawn.push(name)
  const context = Object.fromEntries(
    [
      'drawImage',
      'clearRect',
      'save',
      'restore',
      'strokeRect',
      'beginPath',
      'moveTo',
      'lineTo',
      'stroke',
      'fillRect',
    ].map((name) => [name, record(name)]),
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D)
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG)
})

let host: HTMLElement
let slot: HTMLElement
let ctx: WidgetContext
let capture: ReturnType<typeof vi.fn>

function setUp(options: FeedbackWidgetOptions, hooks?: Hooks): Evidence {
  host = document.createElement('ledgerline-feedback')
  const shadow = host.attachShadow({ mode: 'open' })
  const panel = document.createElement('section')
  panel.className = 'panel'
  slot = document.createElement('div')
  panel.append(slot)
  shadow.append(panel)
  document.body.append(host)
  capture = vi.fn(async () => fakeShot())
  ctx = {
    flow: createFlow(),
    view: window,
    language: 'en',
    announcement: signal({ text: '', visible: false }),
    isOwn: (element: Element) => element === host,
  } as unknown as WidgetContext
  const bridge = {
    host,
    options,
    addStyle: vi.fn(),
    localise: <T,>(defaults: T) => defaults,
    hooks: Promise.resolve(hooks),
    load: vi.fn(async (name: string) => {
      if (name !== 'screenshot') throw new Error(name)
      return capture
    }),
  } as unknown as Bridge
  return mountEvidence(ctx, bridge)
}

const input: FeedbackInput = {
  category: 'broken',
  subcategory: 'display',
  priority: 'high',
  message: 'The total is wrong',
  pageUrl: '/returns',
  elementText: 'SSN 123-45-6789',
}

const view = () => within(slot)
// jsdom knows no pointer events; Preact listens for lower-case names only where the element has `on…` for them.
for (const name of ['onpointerdown', 'onpointermove', 'onpointerup', 'onpointercancel'])
  if (!(name in HTMLElement.prototype))
    Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true, configurable: true })
/** A mouse event by the pointer event's name stands in for it. */
const pointer = (type: string, clientX: number, clientY: number) =>
  new MouseEvent(type, { clientX, clientY, bubbles: true })
const said = () => ctx.announcement.value.text

async function show(evidence: Evidence) {
  await act(async () => evidence.show(slot))
}

afterEach(() => {
  host.remove()
  document.title = ''
})

describe('the context review', () => {
  const hooks: Hooks = {
    console: [{ level: 'error', message: 'Refund failed for 4111 1111 1111 1111', at: '2026-11-23T10:00:00.000Z' }],
    network: [{ method: 'POST', url: 'https://firm.example/api/refunds', status: 502 }],
    stop: () => {},
  }
  beforeEach(() => (document.title = 'Client 123-45-6789'))

  it('shows every part the site turned on, scrubbed, and sends exactly what is left after removals', async () => {
    const evidence = setUp({ context: 'environment page console network', screenshot: false }, hooks)
    await show(evidence)
    expect(view().queryByRole('group', { name: 'Screenshot' })).toBeNull()
    const review = view().getByRole('group', { name: 'Also sent with your report' })
    expect(review.textContent).toContain('Client [SSN]')
    expect(review.textContent).toContain('error: Refund failed for [card]')
    expect(review.textContent).toContain('POST https://firm.example/api/refunds → 502')

    await act(async () => void fireEvent.click(view().getByRole('button', { name: 'Remove Page title' })))
    expect(said()).toBe('Page title removed.')
    await act(async () => void fireEvent.click(view().getByRole('button', { name: 'Remove Console messages' })))
    const sent = evidence.finish(input)
    expect(sent.elementText).toBe('SSN [SSN]')
    expect(sent.screenshot).toBeUndefined()
    // jsdom's user agent names no browser or system; the rest of the environment is there.
    expect(Object.keys(sent.context!)).toEqual(['viewport', 'language', 'timeZone', 'network'])
    expect(view().queryByText(/Client \[SSN\]/)).toBeNull()
  })

  it('sends no context when every part is removed, or none is on', async () => {
    const evidence = setUp({ context: 'network', screenshot: false }, hooks)
    await show(evidence)
    await act(async () => void fireEvent.click(view().getByRole('button', { name: 'Remove Failed requests' })))
    expect(evidence.finish(input)).not.toHaveProperty('context')
    expect(view().queryByRole('group')).toBeNull()

    const off = setUp({}, hooks)
    await show(off)
    expect(off.finish(input)).not.toHaveProperty('context')
  })
})

describe('the Screenshot step', () => {
  it('takes a screenshot of the picked element’s surroundings, annotates it with the keyboard and sends it', async () => {
    const evidence = setUp({})
    await show(evidence)
    ctx.flow.picked.value = {
      elementText: 'Total',
      elementSelector: '#total',
      positionX: 10,
      positionY: 10,
      elementBounds: '{"x":100,"y":200,"width":40,"height":30}',
    }
    await act(async () => void fireEvent.click(view().getByRole('button', { name: 'Take a screenshot' })))
    expect(capture).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ element: { x: 100, y: 200, width: 40, height: 30 } }),
    )
    expect(said()).toBe('Screenshot added. Choose Annotate to mark the problem.')
    expect(view().getByRole('img', { name: 'Screenshot that will be sent, 0 marks' })).toBeTruthy()
    const annotate = view().getByRole('button', { name: 'Annotate' })
    expect(host.shadowRoot!.activeElement).toBe(annotate)

    await act(async () => void fireEvent.click(annotate))
    const layer = within(host.shadowRoot!.querySelector<HTMLElement>('.annotator')!.parentElement!)
    const dialog = layer.getByRole('dialog', { name: 'Mark the problem' })
    const surface = layer.getByRole('application', { name: 'Screenshot to mark' })
    expect(host.shadowRoot!.activeElement).toBe(surface)
    // Arrow keys bring a box and move it; Enter places it.
    const panelKeys = vi.fn()
    slot.parentElement!.addEventListener('keydown', panelKeys)
    await act(async () => void fireEvent.keyDown(surface, { key: 'ArrowRight' }))
    await act(async () => void fireEvent.keyDown(surface, { key: 'Enter' }))
    expect(said()).toBe('Mark placed. Marks: 1.')
    // An arrow too, then taken back.
    await act(async () => void fireEvent.click(layer.getByRole('button', { name: 'Arrow' })))
    expect(layer.getByRole('button', { name: 'Arrow' }).getAttribute('aria-pressed')).toBe('true')
    await act(async () => void fireEvent.keyDown(surface, { key: 'Enter' }))
    await act(async () => void fireEvent.keyDown(surface, { key: 'Enter' }))
    expect(said()).toBe('Mark placed. Marks: 2.')
    await act(async () => void fireEvent.click(layer.getByRole('button', { name: 'Undo' })))
    expect(said()).toBe('Last mark removed.')
    // Tab stays in the layer.
    const done = layer.getByRole('button', { name: 'Done' })
    surface.focus()
    fireEvent.keyDown(surface, { key: 'Tab' })
    expect(host.shadowRoot!.activeElement).toBe(layer.getByRole('button', { name: 'Box' }))
    expect(dialog.isConnected).toBe(true)
    await act(async () => void fireEvent.click(done))
    expect(panelKeys).not.toHaveBeenCalled()

    expect(host.shadowRoot!.querySelector('.annotator')).toBeNull()
    expect(view().getByRole('img', { name: 'Screenshot that will be sent, 1 marks' })).toBeTruthy()
    expect(host.shadowRoot!.activeElement).toBe(view().getByRole('button', { name: 'Annotate' }))
    drawn = []
    expect(evidence.finish(input).screenshot).toBe(PNG)
    // What is sent is the screenshot with its box drawn on it.
    expect(drawn).toContain('strokeRect')

    // Shown again later (the reporter came back to this step): the same screenshot.
    await show(evidence)
    expect(view().getByRole('img', { name: /1 marks/ })).toBeTruthy()
    await act(async () => void fireEvent.click(view().getByRole('button', { name: 'Remove screenshot' })))
    expect(said()).toBe('Screenshot removed.')
    expect(evidence.finish(input)).not.toHaveProperty('screenshot')
  })

  it('draws with the pointer, and Escape cancels without closing the panel', async () => {
    const evidence = setUp({})
    await show(evidence)
    await act(async () => void fireEvent.click(view().getByRole('button', { name: 'Take a screenshot' })))
    await act(async () => void fireEvent.click(view().getByRole('button', { name: 'Annotate' })))
    const surface = within(host.shadowRoot!.querySelector<HTMLElement>('.annotator')!.parentElement!).getByRole(
      'application',
    )
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 160, height: 100 }) as DOMRect
    await act(async () => void surface.dispatchEvent(pointer('pointerdown', 10, 10)))
    await act(async () => void surface.dispatchEvent(pointer('pointermove', 80, 60)))
    await act(async () => void surface.dispatchEvent(pointer('pointerup', 80, 60)))
    expect(said()).toBe('Mark placed. Marks: 1.')
    await act(async () => void fireEvent.keyDown(surface, { key: 'Escape' }))
    // The marks drawn in a cancelled session are not kept.
    expect(host.shadowRoot!.querySelector('.annotator')).toBeNull()
    expect(view().getByRole('img', { name: /0 marks/ })).toBeTruthy()
  })

  it('offers upload when the page cannot be captured, and refuses files that are no PNG, JPEG or WebP', async () => {
    const evidence = setUp({})
    await show(evidence)
    capture.mockRejectedValueOnce(new Error('img-src refused'))
    await act(async () => void fireEvent.click(view().getByRole('button', { name: 'Take a screenshot' })))
    expect(view().getByRole('alert').textContent).toBe(
      'This page could not be captured. Upload or paste an image instead.',
    )
    expect(host.shadowRoot!.activeElement).toBe(view().getByRole('button', { name: 'Upload an image' }))
    const file = slot.querySelector<HTMLInputElement>('input[type=file]')!
    expect(file.accept).toBe('image/png,image/jpeg,image/webp')
    Object.defineProperty(file, 'files', { value: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] })
    await act(async () => void fireEvent.change(file))
    expect(view().getByRole('alert').textContent).toBe('Please choose a PNG, JPEG or WebP image.')
    expect(evidence.finish(input)).not.toHaveProperty('screenshot')
  })

  it('takes a pasted image like an uploaded one', async () => {
    const evidence = setUp({})
    await show(evidence)
    const bitmap = { width: 100, height: 50, close: vi.fn() }
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap),
    )
    {
      const paste = new Event('paste', { bubbles: true }) as ClipboardEvent
      Object.defineProperty(paste, 'clipboardData', {
        value: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] },
      })
      await act(async () => void slot.dispatchEvent(paste))
      await vi.waitFor(() => expect(view().getByRole('img', { name: /0 marks/ })).toBeTruthy())
      expect(bitmap.close).toHaveBeenCalled()
      expect(evidence.finish(input).screenshot).toBe(PNG)
      vi.unstubAllGlobals()
    }
  })
})

describe('the focus trap', () => {
  it('sends Tab from the last control to the first and Shift+Tab back', () => {
    const root = document.createElement('div')
    root.innerHTML = '<button>one</button><button disabled>off</button><input><button>last</button>'
    document.body.append(root)
    const [first, , , last] = root.children as unknown as HTMLElement[]
    last!.focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true })
    trapTab(tab, root)
    expect(document.activeElement).toBe(first)
    expect(tab.defaultPrevented).toBe(true)
    trapTab(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true }), root)
    expect(document.activeElement).toBe(last)
    const inside = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true })
    first!.focus()
    trapTab(inside, root)
    expect(inside.defaultPrevented).toBe(false)
    root.remove()
  })
})
