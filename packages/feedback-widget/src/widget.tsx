/** @jsxImportSource preact */
import { render } from 'preact'
import { signal } from '@preact/signals'
import type { Feedback, FeedbackPriority } from '@ledgerline/sdk'
import { createWidgetClient } from './api'
import { Launcher } from './components/Launcher'
import { Panel } from './components/Panel'
import { Picker } from './components/Picker'
import { PinDialog } from './components/Pins'
import type { WidgetClient, WidgetContext } from './context'
import { createFlow } from './flow'
import { watchNavigation } from './navigation'
import { createHost, keepOnTop } from './host'
import { directionOf, loadStrings, pickLanguage } from './locale'
import { createOutbox, type PendingReport } from './outbox'
import { createPinLayer } from './pins'
import { mergeStrings, type StringOverrides } from './strings'
import { DRAFT_KEY, keepDraft, PINS_HIDDEN_KEY, readJson, storageOf, writeItem } from './store'
import { THEMES, watchTheme, type WidgetTheme } from './theme'

export { DRAFT_KEY, PINS_HIDDEN_KEY }
export type { WidgetTheme }

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
  /**
   * Language of the texts: 'en', 'es', 'fr', 'de', 'pt' or 'ar' (right to left). Without it, the page's `lang`,
   * then the browser's languages; English when none of them is shipped.
   */
  lang?: string
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
  const client: WidgetClient = options.client ?? createWidgetClient(options.apiBase ?? '', options.siteKey)
  const theme = THEMES.includes(options.theme as WidgetTheme) ? (options.theme as WidgetTheme) : 'auto'
  const zIndex = Number.isFinite(options.zIndex) ? Math.round(options.zIndex as number) : DEFAULT_Z_INDEX

  const storage = storageOf(view)
  const { host, pinLayer, root } = createHost(doc, { nonce: options.nonce, zIndex })
  const stopTheme = watchTheme(host, view, theme)
  const language = pickLanguage(options.lang, view)
  for (const layer of [pinLayer, root]) {
    layer.lang = language
    layer.dir = directionOf(language)
  }

  let destroyed = false
  let pinsRequest = 0
  let noticeTimer: ReturnType<typeof setTimeout> | undefined

  const ctx: WidgetContext = {
    flow: createFlow(),
    strings: mergeStrings(options.strings),
    language,
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
    pinsHidden: signal(readable && readJson(storage, PINS_HIDDEN_KEY) === 1),
    pending: signal<PendingReport[]>([]),
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
      writeItem(storage, PINS_HIDDEN_KEY, hidden ? '1' : null)
    },
  }

  // The answers typed so far survive a reload.
  const stopDraft = keepDraft(ctx.flow, storage)

  const dots = createPinLayer({
    view,
    container: pinLayer,
    strings: () => ctx.strings,
    language,
    isOwn: ctx.isOwn,
    onOpen: (feedback) => (ctx.activePin.value = feedback),
  })
  dots.setHidden(ctx.pinsHidden.value)
  let stopPins = () => {}

  function hideNotice() {
    clearTimeout(noticeTimer)
    ctx.announcement.value = { text: '', visible: false }
  }

  function notice(text: string) {
    clearTimeout(noticeTimer)
    ctx.announcement.value = { text, visible: true }
    noticeTimer = setTimeout(hideNotice, NOTICE_MS)
  }

  // Reports the server has not stored yet wait in localStorage and are retried under the same Idempotency-Key.
  const outbox = createOutbox({
    storage,
    send: (input, init) => client.createFeedback(input, init),
    onChange: (list) => (ctx.pending.value = list),
    onDelivered(created) {
      if (destroyed) return
      options.onSubmitted?.(created)
      notice(ctx.strings.deliveredLater)
      void refresh()
    },
    onRefused: () => !destroyed && notice(ctx.strings.refused),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (timer) => clearTimeout(timer),
  })
  ctx.pending.value = outbox.pending()

  async function submit(priority: FeedbackPriority) {
    const input = ctx.flow.submission(priority, view.location.pathname)
    if (!input || ctx.submitting.value) return
    ctx.submitting.value = true
    ctx.error.value = null
    ctx.announcement.value = { text: ctx.strings.sending, visible: false }
    const outcome = await outbox.submit(input)
    ctx.submitting.value = false
    if (destroyed) return
    if ('refused' in outcome) {
      // The server said no (bad input, an origin it does not know…): the entry stays as typed.
      ctx.error.value = ctx.strings.failed
      ctx.announcement.value = { text: ctx.strings.failed, visible: false }
      return
    }
    ctx.closePanel()
    if ('stored' in outcome) {
      options.onSubmitted?.(outcome.stored)
      notice(ctx.strings.sent)
      void refresh()
    } else {
      // Saved on this device, not on the server: say so plainly, never "thank you".
      notice(ctx.strings.queued)
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

  const onOnline = () => outbox.retryNow()
  view.addEventListener('online', onOnline)
  // What earlier pages could not send goes now (it failed before, so this is a retry).
  if (ctx.pending.value.length > 0) outbox.retryNow()

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

  const stopOnTop = keepOnTop(host, view)
  // The assistant shows once its texts are there: at once in English, else when the language file has loaded
  // (English if it cannot be).
  const show = (texts: StringOverrides) => {
    if (destroyed) return
    ctx.strings = mergeStrings(options.strings, mergeStrings(texts))
    stopPins = ctx.pins.subscribe((list) => dots.set(list))
    render(<App ctx={ctx} />, root)
  }
  if (language === 'en') show({})
  else loadStrings(language).then(show, () => show({}))

  return {
    destroy() {
      if (destroyed) return
      destroyed = true
      stopTheme()
      render(null, root)
      view.removeEventListener('online', onOnline)
      stopWatching()
      clearInterval(poll)
      clearTimeout(noticeTimer)
      stopPins()
      stopDraft()
      outbox.stop()
      dots.destroy()
      for (const type of isolated) host.removeEventListener(type, isolate)
      stopOnTop()
      host.remove()
    },
    refresh,
  }
}
