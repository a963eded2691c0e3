/** @jsxImportSource preact */
import { render } from 'preact'
import { signal } from '@preact/signals'
import { createClient, type Feedback, type FeedbackPriority } from '@ledgerline/sdk'
import { Launcher } from './components/Launcher'
import { Panel } from './components/Panel'
import { Picker } from './components/Picker'
import { PinDialog } from './components/Pins'
import type { WidgetClient, WidgetContext } from './context'
import { createFlow } from './flow'
import { watchNavigation } from './navigation'
import { createPinLayer } from './pins'
import { mergeStrings, type StringOverrides } from './strings'
import { widgetCss } from './styles'

export type WidgetTheme = 'light' | 'dark' | 'auto'

export interface FeedbackWidgetOptions {
  /** Origin of the Ledgerline server, e.g. 'https://portal.example-firm.com'; '' (the default) is same origin. */
  apiBase?: string
  /** Site key of a registered site: the widget is then submit-only (no pins, no count, no reads). */
  siteKey?: string
  /** CSP nonce for the widget's style element. */
  nonce?: string
  /** Replaces any of the texts the widget shows; see `defaultStrings`. */
  strings?: StringOverrides
  /** 'auto' (the default) follows the page's declared color-scheme (light or dark), else the operating system's preference. */
  theme?: WidgetTheme
  /** z-index of the widget's layers; 2147483000 by default. */
  zIndex?: number
  /** An SDK client to use instead of creating one (the portal's, or a fake in tests). */
  client?: WidgetClient
  /** Called with the stored entry after each submission, e.g. for the portal to refresh its feedback lists. */
  onSubmitted?: (feedback: Feedback) => void
}

export interface FeedbackWidget {
  /** Removes every node, listener, timer and history hook the widget added. */
  destroy(): void
  /** Re-fetches pins and the open count (portal mode; a no-op when submit-only). */
  refresh(): Promise<void>
}

/** SPEC.md §9: the feedback count is polled every 30 s. */
export const COUNT_POLL_MS = 30_000
const NOTICE_MS = 5_000
const DEFAULT_Z_INDEX = 2147483000
const THEMES: readonly WidgetTheme[] = ['light', 'dark', 'auto']

/** localStorage key of the reader's choice to hide pins (per origin). */
export const PINS_HIDDEN_KEY = 'ledgerline:feedback-widget:pins-hidden'

function readPinsHidden(view: Window): boolean {
  try {
    return view.localStorage.getItem(PINS_HIDDEN_KEY) === '1'
  } catch {
    return false // storage blocked: pins show
  }
}

function App({ ctx }: { ctx: WidgetContext }) {
  const { announcement } = ctx
  const active = ctx.activePin.value
  return (
    <>
      {ctx.flow.step.value === 'picking' && <Picker ctx={ctx} />}
      {ctx.open.value && <Panel ctx={ctx} />}
      <Launcher ctx={ctx} />
      <div class={announcement.value.visible ? 'layer panel body notice' : 'sr'} role="status" aria-live="polite">
        {announcement.value.text}
      </div>
      {active && <PinDialog key={active.id} ctx={ctx} feedback={active} />}
    </>
  )
}

/** Mounts the feedback assistant on this page and answers a handle to remove it again. */
export function init(options: FeedbackWidgetOptions = {}): FeedbackWidget {
  const view = window
  const doc = view.document
  const readable = options.siteKey === undefined
  const client: WidgetClient =
    options.client ?? createClient({ baseUrl: options.apiBase ?? '', siteKey: options.siteKey })
  const theme = THEMES.includes(options.theme as WidgetTheme) ? (options.theme as WidgetTheme) : 'auto'
  const zIndex = Number.isFinite(options.zIndex) ? Math.round(options.zIndex as number) : DEFAULT_Z_INDEX

  const host = doc.createElement('ledgerline-feedback')
  // 'auto' matches a page that declares one scheme (the portal's dark mode sets color-scheme: dark on <html>);
  // a page that declares none or both leaves it to the operating system (the style sheet's media query).
  const applyTheme = () => {
    const declared = theme === 'auto' ? view.getComputedStyle(doc.documentElement).colorScheme : theme
    host.setAttribute('data-theme', declared === 'light' || declared === 'dark' ? declared : 'auto')
  }
  applyTheme()
  const schemeWatch = theme === 'auto' ? new view.MutationObserver(applyTheme) : null
  schemeWatch?.observe(doc.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] })
  const shadow = host.attachShadow({ mode: 'open' })
  const style = doc.createElement('style')
  if (options.nonce) style.setAttribute('nonce', options.nonce)
  style.textContent = widgetCss(zIndex)
  const pinLayer = doc.createElement('div')
  pinLayer.className = 'pins'
  const root = doc.createElement('div')
  root.className = 'root'
  shadow.append(style, pinLayer, root)

  let destroyed = false
  let pinsRequest = 0
  let noticeTimer: ReturnType<typeof setTimeout> | undefined

  const ctx: WidgetContext = {
    flow: createFlow(),
    strings: mergeStrings(options.strings),
    view,
    host,
    readable,
    open: signal(false),
    minimised: signal(false),
    count: signal(0),
    pins: signal<Feedback[]>([]),
    activePin: signal<Feedback | null>(null),
    submitting: signal(false),
    error: signal<string | null>(null),
    announcement: signal({ text: '', visible: false }),
    pinsHidden: signal(readable && readPinsHidden(view)),
    launcher: { current: null },
    openPanel() {
      ctx.activePin.value = null
      if (ctx.announcement.value.visible) hideNotice()
      ctx.open.value = true
      ctx.minimised.value = false
    },
    closePanel() {
      if (ctx.submitting.value) return
      ctx.open.value = false
      ctx.minimised.value = false
      ctx.error.value = null
      ctx.flow.reset()
      ctx.launcher.current?.focus()
    },
    minimise() {
      ctx.minimised.value = true
      ctx.launcher.current?.focus()
    },
    submit,
    isOwn: (element) => element === host || host.contains(element),
    setPinsHidden(hidden) {
      ctx.pinsHidden.value = hidden
      dots.setHidden(hidden)
      try {
        if (hidden) view.localStorage.setItem(PINS_HIDDEN_KEY, '1')
        else view.localStorage.removeItem(PINS_HIDDEN_KEY)
      } catch {
        // Storage blocked: the choice lasts for this page.
      }
    },
  }

  const dots = createPinLayer({
    view,
    container: pinLayer,
    strings: ctx.strings,
    isOwn: ctx.isOwn,
    onOpen: (feedback) => (ctx.activePin.value = feedback),
  })
  dots.setHidden(ctx.pinsHidden.value)
  const stopPins = ctx.pins.subscribe((list) => dots.set(list))

  function hideNotice() {
    clearTimeout(noticeTimer)
    ctx.announcement.value = { text: '', visible: false }
  }

  function notice(text: string) {
    clearTimeout(noticeTimer)
    ctx.announcement.value = { text, visible: true }
    noticeTimer = setTimeout(hideNotice, NOTICE_MS)
  }

  async function submit(priority: FeedbackPriority) {
    const input = ctx.flow.submission(priority, view.location.pathname)
    if (!input || ctx.submitting.value) return
    ctx.submitting.value = true
    ctx.error.value = null
    ctx.announcement.value = { text: ctx.strings.sending, visible: false }
    try {
      const created = await client.createFeedback(input)
      if (destroyed) return
      options.onSubmitted?.(created)
      ctx.submitting.value = false
      ctx.closePanel()
      notice(ctx.strings.sent)
      void refresh()
    } catch {
      if (destroyed) return
      // The entry stays as typed, so another priority click retries it.
      ctx.error.value = ctx.strings.failed
      ctx.announcement.value = { text: ctx.strings.failed, visible: false }
    } finally {
      ctx.submitting.value = false
    }
  }

  async function loadPins() {
    const request = ++pinsRequest
    try {
      const pins = await client.listFeedbackPins(view.location.pathname)
      // A newer navigation's answer wins.
      if (!destroyed && request === pinsRequest) ctx.pins.value = pins
    } catch {
      if (!destroyed && request === pinsRequest) ctx.pins.value = []
    }
  }

  async function loadCount() {
    try {
      const { count } = await client.getFeedbackCount()
      if (!destroyed) ctx.count.value = count
    } catch {
      // Signed out or offline: keep the last count; the next poll tries again.
    }
  }

  async function refresh() {
    if (!readable || destroyed) return
    await Promise.all([loadPins(), loadCount()])
  }

  // Key events typed into the widget stay in the widget.
  const isolate = (event: Event) => event.stopPropagation()
  const isolated = ['keydown', 'keyup', 'keypress'] as const
  for (const type of isolated) host.addEventListener(type, isolate)

  let stopWatching = () => {}
  let poll: ReturnType<typeof setInterval> | undefined
  if (readable) {
    stopWatching = watchNavigation(view, () => {
      // The last page's pins go at once, before the new page's arrive.
      ctx.activePin.value = null
      ctx.pins.value = []
      void loadPins()
    })
    poll = setInterval(loadCount, COUNT_POLL_MS)
    void refresh()
  }

  ;(doc.body ?? doc.documentElement).append(host)
  render(<App ctx={ctx} />, root)

  return {
    destroy() {
      if (destroyed) return
      destroyed = true
      schemeWatch?.disconnect()
      render(null, root)
      stopWatching()
      clearInterval(poll)
      clearTimeout(noticeTimer)
      stopPins()
      dots.destroy()
      for (const type of isolated) host.removeEventListener(type, isolate)
      host.remove()
    },
    refresh,
  }
}
