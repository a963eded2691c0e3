import type { Feedback } from '@ledgerline/sdk'
import { createWidgetClient } from './api'
import { imports } from './assistant-import'
import { loadChunk, type ChunkName } from './assistant-load'
import type { Assistant, Bridge } from './bridge'
import type { WidgetClient } from './context'
import type { ContextPart } from './context-hooks'
import { createHost, keepOnTop } from './host'
import { paths } from './icons'
import { directionOf, loadStrings, pickLanguage } from './locale'
import { watchNavigation } from './navigation'
import { createOutbox, type PendingReport } from './outbox'
import { createPinLayer } from './pins'
import { DRAFT_KEY, PINS_HIDDEN_KEY, readJson, storageOf, writeItem } from './store'
import { coreStrings, mergeStrings, type StringOverrides } from './strings'
import { THEMES, watchTheme, type WidgetTheme } from './theme'

export { DRAFT_KEY, PINS_HIDDEN_KEY } from './store'
export type { WidgetTheme }

export interface FeedbackWidgetOptions {
  /** Origin of the Ledgerline server, e.g. 'https://portal.example-firm.com'; '' (the default) is same origin. */
  apiBase?: string
  /** Site key of a registered site: the widget is then submit-only (no pins, no count, no reads). */
  siteKey?: string
  /** CSP nonce for the widget's style elements (and, with the script tag, the assistant's script). */
  nonce?: string
  /** Replaces any of the texts the widget shows; see `defaultStrings`. */
  strings?: StringOverrides
  /**
   * Language of the texts: 'en', 'es', 'fr', 'de', 'pt' or 'ar' (right to left). Without it, the page's `lang`,
   * then the browser's languages; English when none of them is shipped.
   */
  lang?: string
  /** 'auto' (the default) follows the page's declared color-scheme (light or dark), else the operating system's preference. */
  theme?: WidgetTheme
  /** z-index of the widget's layers; 2147483000 by default. */
  zIndex?: number
  /** An SDK client to use instead of creating one (the portal's, or a fake in tests). */
  client?: WidgetClient
  /**
   * What the report carries about the reporter's browser and this page (issue 17.4), as a list or a
   * space-separated string of parts: 'environment' (browser, OS, viewport, language, time zone), 'page' (title
   * and referrer), 'console' (the last 20 errors and warnings), 'network' (failed requests: method, URL
   * without query, status). None by default. The reporter sees each part, scrubbed, and can remove it.
   */
  context?: string | readonly ContextPart[]
  /** false hides the Screenshot step (issue 17.2); on by default. */
  screenshot?: boolean
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

const svg = (path: string, size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`

/**
 * Mounts the feedback widget on this page and answers a handle to remove it again. This is the loader: the
 * launcher with its count, the pins and the delivery of reports; the assistant (panel, picker; pin details)
 * loads on first open.
 */
export function init(options: FeedbackWidgetOptions = {}): FeedbackWidget {
  const view = window
  const doc = view.document
  const readable = options.siteKey === undefined
  const client: WidgetClient = options.client ?? createWidgetClient(options.apiBase ?? '', options.siteKey)
  const theme = THEMES.includes(options.theme as WidgetTheme) ? (options.theme as WidgetTheme) : 'auto'
  const zIndex = Number.isFinite(options.zIndex) ? Math.round(options.zIndex as number) : DEFAULT_Z_INDEX
  const storage = storageOf(view)
  const { host, shadow, pinLayer, root } = createHost(doc, { nonce: options.nonce, zIndex })
  const stopTheme = watchTheme(host, view, theme)
  const language = pickLanguage(options.lang, view)
  for (const layer of [pinLayer, root]) {
    layer.lang = language
    layer.dir = directionOf(language)
  }

  let destroyed = false
  let texts: StringOverrides = {}
  let strings = mergeStrings(options.strings, coreStrings)
  let count = 0
  let pinsHidden = readable && readJson(storage, PINS_HIDDEN_KEY) === 1
  let pinsRequest = 0
  let noticeTimer: ReturnType<typeof setTimeout> | undefined
  let assistant: Assistant | null = null
  const pendingListeners = new Set<(pending: PendingReport[]) => void>()
  const load = <K extends ChunkName>(name: K) => loadChunk(view, name, options.nonce)
  // The console and network hooks go in now, so they catch what happens before the panel opens.
  const parts = String(options.context ?? '')
  const hooks = /console|network/.test(parts)
    ? load('context')
        .then((install) => install(view, parts))
        .catch(() => undefined)
    : undefined

  // The assistant renders here; the launcher and the live region follow it.
  const assistantRoot = doc.createElement('div')
  const launcher = doc.createElement('button')
  launcher.type = 'button'
  launcher.className = 'layer launcher'
  launcher.setAttribute('aria-expanded', 'false')
  const status = doc.createElement('div')
  status.setAttribute('role', 'status')
  status.setAttribute('aria-live', 'polite')
  status.className = 'sr'
  root.append(assistantRoot, launcher, status)

  /** Made once, when a badge first shows: a page's first Intl formatter is a long task. */
  let number: Intl.NumberFormat | undefined
  /** Its name is its content, so the badge's visible number is part of it (WCAG 2.5.3): "Feedback 3 open". */
  function drawLauncher() {
    const shown = readable ? count : 0
    const [before = '', after = ''] = strings.launcherCount.split('{count}')
    launcher.innerHTML = svg(paths.chat, 24)
    const name = doc.createElement('span')
    name.className = 'sr'
    name.textContent = shown ? `${strings.launcher} ${before}` : strings.launcher
    launcher.append(name)
    if (shown > 0) {
      number ??= new Intl.NumberFormat(language)
      const badge = doc.createElement('span')
      badge.className = 'badge'
      badge.textContent = shown > 99 ? `${number.format(99)}+` : number.format(shown)
      const rest = doc.createElement('span')
      rest.className = 'sr'
      rest.textContent = after
      launcher.append(badge, rest)
    }
  }

  function hideNotice() {
    clearTimeout(noticeTimer)
    status.className = 'sr'
    status.textContent = ''
  }

  function announce(text: string, visible = false) {
    clearTimeout(noticeTimer)
    status.className = visible ? 'layer notice' : 'sr'
    status.textContent = text
    if (visible) noticeTimer = setTimeout(hideNotice, NOTICE_MS)
  }

  const pins = createPinLayer({
    view,
    nonce: options.nonce,
    container: pinLayer,
    strings: () => strings,
    language,
    isOwn: (element) => element === host || host.contains(element),
    onOpen: (feedback) => void withAssistant((opened) => opened.openPin(feedback)),
  })
  pins.setHidden(pinsHidden)

  // Reports the server has not stored yet wait in localStorage and are retried under the same Idempotency-Key.
  const outbox = createOutbox({
    storage,
    send: (input, init) => client.createFeedback(input, init),
    onChange: (list) => pendingListeners.forEach((listener) => listener(list)),
    onDelivered(created) {
      if (destroyed) return
      options.onSubmitted?.(created)
      announce(strings.deliveredLater, true)
      void refresh()
    },
    onRefused: () => !destroyed && announce(strings.refused, true),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (timer) => clearTimeout(timer),
  })

  function addStyle(css: string) {
    const style = doc.createElement('style')
    if (options.nonce) style.setAttribute('nonce', options.nonce)
    style.textContent = css
    shadow.append(style)
  }
  let readerStyled = false

  const bridge: Bridge = {
    view,
    host,
    root: assistantRoot,
    addStyle,
    language,
    get strings() {
      return strings
    },
    localise: (defaults) => mergeStrings(options.strings, mergeStrings(texts, defaults)),
    draft: {
      read: () => readJson(storage, DRAFT_KEY),
      write: (json) => writeItem(storage, DRAFT_KEY, json),
    },
    readable,
    launcher,
    listMyReports: readable && client.listMyFeedback ? () => client.listMyFeedback!({ limit: 20 }) : undefined,
    options,
    load,
    hooks,
    loadReader: () =>
      load('reader').then((reader) => {
        // Its sheet goes in once, after the assistant's, before the part draws anything.
        if (!readerStyled) addStyle(reader.css)
        readerStyled = true
        return reader
      }),
    isOwn: (element) => element === host || host.contains(element),
    announce: (text, visible) => announce(text, visible),
    setExpanded: (expanded) => launcher.setAttribute('aria-expanded', String(expanded)),
    async submit(input) {
      const outcome = await outbox.submit(input)
      if (!destroyed && 'stored' in outcome) {
        options.onSubmitted?.(outcome.stored)
        void refresh()
      }
      return outcome
    },
    pending: () => outbox.pending(),
    onPending(listener) {
      pendingListeners.add(listener)
      return () => pendingListeners.delete(listener)
    },
    pinsHidden: () => pinsHidden,
    setPinsHidden(hidden) {
      pinsHidden = hidden
      pins.setHidden(hidden)
      writeItem(storage, PINS_HIDDEN_KEY, hidden ? '1' : null)
    },
  }

  /** Runs `use` with the assistant, loading and mounting it first if needed. */
  async function withAssistant(use: (opened: Assistant) => void) {
    try {
      const mount = await load('assistant')
      if (destroyed) return
      assistant ??= mount(bridge)
      use(assistant)
    } catch {
      // Offline, or the file is blocked: the next click tries again.
    }
  }
  launcher.addEventListener('click', () => void withAssistant((opened) => opened.toggle()))
  // npm (the portal): the assistant's chunk comes from the page's own server, so it is fetched when the browser
  // is idle and the first open is instant. The script tag waits for the first open (an embedding site pays
  // nothing for visitors who never open it).
  if (imports && typeof view.requestIdleCallback === 'function')
    view.requestIdleCallback(() => void load('assistant').catch(() => undefined))

  async function loadPins() {
    const request = ++pinsRequest
    try {
      const list = await client.listFeedbackPins(view.location.pathname)
      // A newer navigation's answer wins.
      if (!destroyed && request === pinsRequest) pins.set(list)
    } catch {
      if (!destroyed && request === pinsRequest) pins.set([])
    }
  }

  async function loadCount() {
    try {
      const answer = await client.getFeedbackCount()
      if (destroyed) return
      count = answer.count
      drawLauncher()
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
  if (outbox.pending().length > 0) outbox.retryNow()

  let stopWatching = () => {}
  let poll: ReturnType<typeof setInterval> | undefined
  if (readable) {
    stopWatching = watchNavigation(view, () => {
      // The last page's pins go at once, before the new page's arrive.
      pins.set([])
      void loadPins()
    })
    poll = setInterval(() => void loadCount(), COUNT_POLL_MS)
  }

  const stopOnTop = keepOnTop(host, view)
  // The widget shows once its texts are there: at once in English, else when the language file has loaded
  // (English if it cannot be).
  const show = (loaded: StringOverrides) => {
    if (destroyed) return
    texts = loaded
    strings = mergeStrings(options.strings, mergeStrings(loaded, coreStrings))
    drawLauncher()
    void refresh()
  }
  root.hidden = true
  pinLayer.hidden = true
  const reveal = (loaded: StringOverrides) => {
    show(loaded)
    root.hidden = false
    pins.setHidden(pinsHidden)
  }
  if (language === 'en') reveal({})
  else void loadStrings(language).then(reveal, () => reveal({}))

  return {
    destroy() {
      if (destroyed) return
      destroyed = true
      stopTheme()
      assistant?.destroy()
      view.removeEventListener('online', onOnline)
      stopWatching()
      clearInterval(poll)
      clearTimeout(noticeTimer)
      outbox.stop()
      pins.destroy()
      for (const type of isolated) host.removeEventListener(type, isolate)
      stopOnTop()
      void hooks?.then((installed) => installed?.stop())
      host.remove()
    },
    refresh,
  }
}
