/**
 * When the first screen is complete: AppShell has shown it and the API has answered its reads. What the screen does
 * not need (the feedback assistant, the toaster) waits for that, then for the page's load event and an idle moment,
 * so that it never competes with the screen for the network or the main thread (Lighthouse: LCP and TBT).
 */

import type { Middleware } from 'swr'

let pending = 0
let onAnswered: Array<() => void> = []

function readDone() {
  pending--
  if (pending > 0) return
  const waiting = onAnswered
  onAnswered = []
  for (const resolve of waiting) resolve()
}

/**
 * An SWR middleware (AppShell's SWRConfig) that counts the screens' reads under way, from the request until its
 * answer has been parsed and handed to the screen.
 */
export const countReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const counted: typeof fetcher =
    fetcher &&
    ((...args: unknown[]) => {
      const result = fetcher(...args)
      if (!(result instanceof Promise)) return result
      pending++
      return result.finally(readDone)
    })
  return useSWRNext(key, counted, config)
}

/** How long deferred work waits at most for the first screen's reads: one that hangs never holds it back for good. */
export const READS_WAIT_LIMIT_MS = 10_000

/** Resolves once no read is under way (at once if none is), or after READS_WAIT_LIMIT_MS. */
function readsAnswered(): Promise<void> {
  if (pending === 0) return Promise.resolve()
  return new Promise((resolve) => {
    onAnswered.push(resolve)
    setTimeout(resolve, READS_WAIT_LIMIT_MS)
  })
}

let shown: () => void = () => {}
const screenShown = new Promise<void>((resolve) => (shown = resolve))

/** AppShell: the first screen has been shown (its reads have gone out). */
export function firstScreenShown(): void {
  shown()
}

/**
 * Resolves after the browser has rendered two more frames: a screen that has just been handed its data has rendered
 * and painted it (the answer's last steps, parsing it and SWR's update, can take a frame of their own).
 */
function framesPainted(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/** Settles once the first screen has been shown, its reads answered and the answers painted. */
export const firstScreenSettled: Promise<void> = screenShown.then(readsAnswered).then(framesPainted)

/**
 * Runs `run` once `after` has settled (by default, the first screen), the page has loaded and the browser is idle.
 * Returns a function that cancels it.
 */
export function whenIdleAfter(run: () => void, after: Promise<unknown> = firstScreenSettled): () => void {
  let cancelled = false
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const whenIdle = () => {
    if (cancelled) return
    if (window.requestIdleCallback) idle = window.requestIdleCallback(run, { timeout: 2000 })
    else timer = setTimeout(run, 0)
  }
  const whenLoaded = () => {
    if (cancelled) return
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  }
  void after.then(whenLoaded, whenLoaded)
  return () => {
    cancelled = true
    window.removeEventListener('load', whenIdle)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    if (timer !== undefined) clearTimeout(timer)
  }
}
