/** @jsxImportSource preact */
import { render } from 'preact'
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks'
import { SCREENSHOT_TYPES, type FeedbackContext, type FeedbackInput } from '@ledgerline/sdk'
import {
  begin,
  clear,
  createAnnotation,
  drag,
  drawShapes,
  finish,
  onKey,
  setTool,
  shapesOf,
  TOOLS,
  undo,
  type Annotation,
  type Shape,
} from './annotate'
import type { Bridge } from './bridge'
import { parseBounds } from './capture'
import type { WidgetContext } from './context'
import type { Hooks } from './context-hooks'
import { canvasDataUrl, MAX_SIDE } from './encode'
import { collectContext } from './environment'
import { scrub } from './scrub'
import { evidenceStrings, format, type EvidenceStrings } from './strings'
import evidenceCss from './styles/evidence.css?inline'

// The evidence part (feedback-widget-evidence.js with the script tag), loaded when the details step first
// shows: the Screenshot step (take one, or upload or paste an image; annotate it with boxes and arrows) and the
// review of the context the site turned on. The reporter sees exactly what is sent, and can remove any part.

export interface Evidence {
  /** Draws the review into `container` (the details step's slot); it keeps its state between showings. */
  show(container: HTMLElement): void
  /** The report with its evidence as reviewed, and the picked element's text scrubbed. */
  finish(input: FeedbackInput): FeedbackInput
}
export type MountEvidence = (ctx: WidgetContext, bridge: Bridge) => Evidence

type ContextKey = keyof FeedbackContext

interface State {
  /** The screenshot as taken or uploaded, masks applied; null when there is none. */
  image: HTMLCanvasElement | null
  annotation: Annotation | null
  busy: boolean
  error: string | null
  context: FeedbackContext | null
  annotating: boolean
}

/** The image with its marks, as it will be sent. */
function composed(image: HTMLCanvasElement, shapes: Shape[]): HTMLCanvasElement {
  const canvas = image.ownerDocument.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height
  const context = canvas.getContext('2d')
  if (!context) return image
  context.drawImage(image, 0, 0)
  drawShapes(context, shapes, Math.max(image.width, image.height) / 1400)
  return canvas
}

/** An uploaded or pasted image file, decoded (no <img>: a page's img-src may refuse data: URLs) and scaled down. */
async function imageFromFile(doc: Document, file: File): Promise<HTMLCanvasElement | null> {
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return null
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = doc.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return canvas
}

/** The focusable controls in `root`, for a focus trap. */
function focusables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('button:not(:disabled), input:not([type=file]), [tabindex="0"]'))
}

/** Keeps Tab and Shift+Tab inside `root`. */
export function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return
  const all = focusables(root)
  const active = (root.getRootNode() as ShadowRoot | Document).activeElement
  const first = all[0]
  const last = all.at(-1)
  if (!first || !last) return
  if (event.shiftKey ? active === first || !root.contains(active) : active === last || !root.contains(active)) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}

function Preview({ image, shapes, label }: { image: HTMLCanvasElement; shapes: Shape[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useLayoutEffect(() => {
    const target = canvas.current
    if (!target) return
    target.width = image.width
    target.height = image.height
    target.getContext('2d')?.drawImage(composed(image, shapes), 0, 0)
  }, [image, shapes])
  return <canvas ref={canvas} class="shot" role="img" aria-label={label} />
}

/** The annotation surface: a modal layer over the page, with its own focus trap. */
function Annotator({
  image,
  initial,
  strings,
  say,
  onDone,
  onCancel,
}: {
  image: HTMLCanvasElement
  initial: Annotation
  strings: EvidenceStrings
  say(text: string): void
  onDone(annotation: Annotation): void
  onCancel(): void
}) {
  const [state, setState] = useState(initial)
  const dialog = useRef<HTMLElement>(null)
  const surface = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)

  useLayoutEffect(() => surface.current?.focus(), [])
  useLayoutEffect(() => {
    const target = surface.current
    const context = target?.getContext('2d')
    if (!target || !context) return
    context.clearRect(0, 0, target.width, target.height)
    context.drawImage(image, 0, 0)
    drawShapes(context, shapesOf(state), Math.max(image.width, image.height) / 1400)
  }, [state])

  const update = (next: Annotation) => {
    if (next.shapes.length > state.shapes.length) say(format(strings.shapePlaced, { count: next.shapes.length }))
    setState(next)
  }
  const point = (event: PointerEvent): [number, number] => {
    const box = surface.current!.getBoundingClientRect()
    return [
      ((event.clientX - box.left) * image.width) / box.width,
      ((event.clientY - box.top) * image.height) / box.height,
    ]
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // The panel under this layer must not see these keys (its Escape closes it).
    event.stopPropagation()
    if (event.target === surface.current) {
      const next = onKey(state, event.key, event.shiftKey)
      if (next) {
        event.preventDefault()
        return update(next)
      }
    }
    if (event.key === 'Escape') onCancel()
    else if (dialog.current) trapTab(event, dialog.current)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog pattern: Escape, Tab
    <section
      ref={dialog}
      class="layer annotator"
      role="dialog"
      aria-modal="true"
      aria-labelledby="ll-annotate-title"
      aria-describedby="ll-annotate-hint"
      onKeyDown={onKeyDown}
    >
      <div class="bar">
        <h2 id="ll-annotate-title">{strings.annotateTitle}</h2>
      </div>
      <p id="ll-annotate-hint" class="muted hint-text">
        {strings.annotateHint}
      </p>
      <div class="tools" role="toolbar" aria-label={strings.annotateTitle}>
        {TOOLS.map((tool) => (
          <button
            type="button"
            key={tool}
            aria-pressed={state.tool === tool}
            onClick={() => setState(setTool(state, tool))}
          >
            {strings.tools[tool]}
          </button>
        ))}
        <button
          type="button"
          disabled={!state.shapes.length && !state.draft}
          onClick={() => (say(strings.undone), setState(undo(state)))}
        >
          {strings.undo}
        </button>
        <button
          type="button"
          disabled={!state.shapes.length && !state.draft}
          onClick={() => (say(strings.cleared), setState(clear(state)))}
        >
          {strings.clear}
        </button>
        <button type="button" onClick={onCancel}>
          {strings.cancel}
        </button>
        <button type="button" class="primary" onClick={() => onDone(finish(state))}>
          {strings.done}
        </button>
      </div>
      <div class="stage">
        <canvas
          ref={surface}
          width={image.width}
          height={image.height}
          tabIndex={0}
          // A drawing surface worked with the pointer and its own keys: ARIA's application role says so.
          // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
          role="application"
          aria-label={strings.surfaceLabel}
          aria-describedby="ll-annotate-hint"
          onPointerDown={(event) => {
            drawing.current = true
            surface.current?.setPointerCapture?.(event.pointerId)
            setState(begin(state, ...point(event)))
          }}
          onPointerMove={(event) => drawing.current && setState(drag(state, ...point(event)))}
          onPointerUp={() => {
            drawing.current = false
            update(finish(state))
          }}
          onPointerCancel={() => ((drawing.current = false), setState({ ...state, draft: null }))}
        />
      </div>
    </section>
  )
}

export const mountEvidence: MountEvidence = (ctx, bridge) => {
  const { view } = ctx
  const doc = view.document
  const strings = bridge.localise(evidenceStrings)
  const parts = String(bridge.options.context ?? '')
  const screenshots = bridge.options.screenshot !== false
  const state: State = { image: null, annotation: null, busy: false, error: null, context: null, annotating: false }
  let container: HTMLElement | null = null
  let hooks: Hooks | undefined
  let collected = false
  const overlay = doc.createElement('div')
  overlay.className = 'root'
  bridge.addStyle(evidenceCss)

  const say = (text: string) => (ctx.announcement.value = { text, visible: false })
  const focus = (selector: string) => container?.querySelector<HTMLElement>(selector)?.focus()

  function set(change: Partial<State>) {
    Object.assign(state, change)
    draw()
  }

  async function take() {
    set({ busy: true, error: null })
    say(strings.capturing)
    try {
      const capture = await bridge.load('screenshot')
      const picked = ctx.flow.picked.value
      const image = await capture(view, { element: parseBounds(picked?.elementBounds ?? null), isOwn: ctx.isOwn })
      set({ image, annotation: createAnnotation(image.width, image.height), busy: false })
      say(strings.captured)
      focus('[data-annotate]')
    } catch {
      set({ busy: false, error: strings.captureFailed })
      say(strings.captureFailed)
      focus('[data-upload]')
    }
  }

  async function useFile(file: File | undefined) {
    if (!file) return
    const image = await imageFromFile(doc, file).catch(() => null)
    if (!image) return (set({ error: strings.badImage }), say(strings.badImage))
    set({ image, annotation: createAnnotation(image.width, image.height), error: null })
    say(strings.captured)
    focus('[data-annotate]')
  }

  function removeScreenshot() {
    set({ image: null, annotation: null })
    say(strings.screenshotRemoved)
    focus('[data-take]')
  }

  function removePart(key: ContextKey) {
    const context = { ...state.context }
    delete context[key]
    set({ context: Object.keys(context).length ? context : null })
    say(format(strings.removed, { part: strings.contextParts[key] }))
    focus('[data-remove], [data-take]')
  }

  function closeAnnotator(annotation?: Annotation) {
    state.annotating = false
    if (annotation) state.annotation = annotation
    render(null, overlay)
    overlay.remove()
    draw()
    focus('[data-annotate]')
  }

  function openAnnotator() {
    const { image, annotation } = state
    if (!image || !annotation) return
    state.annotating = true
    bridge.host.shadowRoot?.append(overlay)
    render(
      <Annotator
        image={image}
        initial={annotation}
        strings={strings}
        say={say}
        onDone={(done) => closeAnnotator(done)}
        onCancel={() => closeAnnotator()}
      />,
      overlay,
    )
  }

  function Review() {
    const { image, annotation, busy, error, context } = state
    const shapes = annotation?.shapes ?? []
    const file = useRef<HTMLInputElement>(null)
    useEffect(() => {
      // A pasted image (Ctrl+V anywhere in the panel) is taken like an uploaded one.
      const panel = container?.closest('.panel')
      const onPaste = (event: ClipboardEvent) => {
        const pasted = Array.from(event.clipboardData?.files ?? []).find((item) => item.type.startsWith('image/'))
        if (!pasted || !screenshots) return
        event.preventDefault()
        void useFile(pasted)
      }
      panel?.addEventListener('paste', onPaste as EventListener)
      return () => panel?.removeEventListener('paste', onPaste as EventListener)
    }, [])
    return (
      <div class="evidence">
        {screenshots && (
          <fieldset>
            <legend>{strings.screenshot}</legend>
            {image && annotation ? (
              <>
                <Preview
                  image={image}
                  shapes={shapes}
                  label={format(strings.screenshotLabel, { count: shapes.length }, ctx.language)}
                />
                <div class="row">
                  <button type="button" data-annotate onClick={openAnnotator}>
                    {strings.annotate}
                  </button>
                  <button type="button" data-remove onClick={removeScreenshot}>
                    {strings.removeScreenshot}
                  </button>
                </div>
              </>
            ) : (
              <>
                <p class="muted">{strings.screenshotHint}</p>
                <div class="row">
                  <button type="button" data-take disabled={busy} onClick={() => void take()}>
                    {busy ? strings.capturing : strings.takeScreenshot}
                  </button>
                  <button type="button" data-upload disabled={busy} onClick={() => file.current?.click()}>
                    {strings.uploadImage}
                  </button>
                </div>
                <input
                  ref={file}
                  type="file"
                  hidden
                  accept={SCREENSHOT_TYPES.join(',')}
                  onChange={(event) => {
                    void useFile(event.currentTarget.files?.[0])
                    event.currentTarget.value = ''
                  }}
                />
                <p class="muted">{strings.pasteHint}</p>
              </>
            )}
            {error && (
              <p class="error" role="alert">
                {error}
              </p>
            )}
          </fieldset>
        )}
        {context && (
          <fieldset>
            <legend>{strings.contextTitle}</legend>
            <p class="muted">{strings.contextHint}</p>
            <dl>
              {(Object.keys(context) as ContextKey[]).map((key) => (
                <div key={key} class="part">
                  <dt>{strings.contextParts[key]}</dt>
                  <dd>{describePart(context, key)}</dd>
                  <dd>
                    <button type="button" class="small" data-remove={key} onClick={() => removePart(key)}>
                      {format(strings.remove, { part: strings.contextParts[key] })}
                    </button>
                  </dd>
                </div>
              ))}
            </dl>
          </fieldset>
        )}
      </div>
    )
  }

  function draw() {
    if (container?.isConnected) render(<Review />, container)
  }

  return {
    show(slot) {
      container = slot
      if (collected) return draw()
      // What the context says is read once, when the reporter first sees it: what they review is what is sent.
      void Promise.resolve(bridge.hooks).then((installed) => {
        hooks = installed
        collected = true
        state.context = collectContext(view, parts, hooks)
        draw()
      })
    },
    finish(input) {
      const { image, annotation, context } = state
      const screenshot = image && canvasDataUrl(composed(image, annotation?.shapes ?? []))
      return {
        ...input,
        ...(input.elementText ? { elementText: scrub(input.elementText) } : {}),
        ...(screenshot ? { screenshot } : {}),
        ...(context ? { context } : {}),
      }
    },
  }
}

/** One part of the context as the reporter reads it. */
function describePart(context: FeedbackContext, key: ContextKey) {
  if (key === 'console')
    return (
      <ul>
        {context.console?.map((line, index) => (
          <li key={index}>
            {line.level}: {line.message}
          </li>
        ))}
      </ul>
    )
  if (key === 'network')
    return (
      <ul>
        {context.network?.map((failure, index) => (
          <li key={index}>
            {failure.method} {failure.url} → {failure.status || '—'}
          </li>
        ))}
      </ul>
    )
  return String(context[key])
}
