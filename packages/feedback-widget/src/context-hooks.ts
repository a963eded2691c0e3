import { CONTEXT_LIMITS, type FeedbackConsoleLine, type FeedbackNetworkFailure } from '@ledgerline/sdk'

// The console and network hooks (feedback-widget-context.js with the script tag): installed when the widget
// starts, and only when the site turns `console` or `network` on, so they see what happens before the panel
// opens. They keep the last 20 of each, raw; the evidence part scrubs them before the reporter sees them.

/** The parts of the context a site can turn on (the `context` option, `data-context`). */
export type ContextPart = 'environment' | 'page' | 'console' | 'network'
export const CONTEXT_PARTS: readonly ContextPart[] = ['environment', 'page', 'console', 'network']

export interface Hooks {
  console: FeedbackConsoleLine[]
  network: FeedbackNetworkFailure[]
  /** Puts console, fetch and XMLHttpRequest back as they were. */
  stop(): void
}
/** The page's window, with the constructors the hooks wrap. */
export type PageWindow = Window & typeof globalThis
export type InstallHooks = (view: PageWindow, parts: string) => Hooks

function keep<T>(list: T[], item: T, max: number): void {
  list.push(item)
  if (list.length > max) list.splice(0, list.length - max)
}

/** A console argument as text: errors by their stack's first line, objects as JSON where they can be. */
export function describeValue(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`
  if (typeof value === 'string') return value
  try {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
  } catch {
    return String(value)
  }
}

/** The URL without query string or fragment, absolute against the page. */
export function bareUrl(url: string, base: string): string {
  try {
    const parsed = new URL(url, base)
    return parsed.origin === 'null' ? parsed.protocol : `${parsed.origin}${parsed.pathname}`
  } catch {
    return url.split(/[?#]/)[0] ?? ''
  }
}

export const installHooks: InstallHooks = (view, parts) => {
  const hooks: Hooks = { console: [], network: [], stop: () => {} }
  const undo: (() => void)[] = []
  const { console: pageConsole } = view

  const line = (level: FeedbackConsoleLine['level'], values: unknown[]) =>
    keep(
      hooks.console,
      {
        level,
        message: values.map(describeValue).join(' ').slice(0, CONTEXT_LIMITS.text),
        at: new Date().toISOString(),
      },
      CONTEXT_LIMITS.console,
    )

  if (/\bconsole\b/.test(parts)) {
    for (const level of ['error', 'warn'] as const) {
      const original = pageConsole[level]
      pageConsole[level] = function (this: Console, ...values: unknown[]) {
        line(level, values)
        return original.apply(this, values)
      }
      undo.push(() => (pageConsole[level] = original))
    }
    const onError = (event: ErrorEvent) => line('error', [event.error ?? event.message])
    const onRejection = (event: PromiseRejectionEvent) => line('error', ['Unhandled rejection:', event.reason])
    view.addEventListener('error', onError)
    view.addEventListener('unhandledrejection', onRejection)
    undo.push(() => {
      view.removeEventListener('error', onError)
      view.removeEventListener('unhandledrejection', onRejection)
    })
  }

  if (/\bnetwork\b/.test(parts)) {
    const failed = (method: string, url: string, status: number) =>
      keep(
        hooks.network,
        { method: method.toUpperCase(), url: bareUrl(url, view.location.href).slice(0, CONTEXT_LIMITS.text), status },
        CONTEXT_LIMITS.network,
      )
    const originalFetch = view.fetch
    if (typeof originalFetch === 'function') {
      view.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const request = typeof input === 'object' && 'url' in input ? input : null
        const method = init?.method ?? request?.method ?? 'GET'
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
        const answer = originalFetch.call(view, input, init)
        answer.then(
          (response) => !response.ok && failed(method, url, response.status),
          () => failed(method, url, 0),
        )
        return answer
      }
      undo.push(() => (view.fetch = originalFetch))
    }
    const xhr = view.XMLHttpRequest?.prototype
    if (xhr) {
      const { open, send } = xhr
      const calls = new WeakMap<XMLHttpRequest, [string, string]>()
      xhr.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
        calls.set(this, [method, String(url)])
        return (open as (...args: unknown[]) => void).call(this, method, url, ...rest)
      }
      xhr.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        const call = calls.get(this)
        if (call)
          this.addEventListener('loadend', () => {
            if (this.status === 0 || this.status >= 400) failed(call[0], call[1], this.status)
          })
        return send.call(this, body)
      }
      undo.push(() => Object.assign(xhr, { open, send }))
    }
  }

  hooks.stop = () => undo.forEach((step) => step())
  return hooks
}
