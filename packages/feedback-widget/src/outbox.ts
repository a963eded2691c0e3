import type { Feedback, FeedbackInput } from '@ledgerline/sdk'

/** localStorage key of the reports not yet stored by the server (localStorage is per origin). */
export const OUTBOX_KEY = 'ledgerline:feedback-widget:outbox'
/** At most this many reports wait; the oldest goes when one more is saved. */
export const OUTBOX_LIMIT = 20
/** Retries wait 1 s, 2 s, 4 s… up to this. */
export const MAX_BACKOFF_MS = 60_000

export interface PendingReport {
  /** Sent as `Idempotency-Key`, the same on every retry, so the server stores the report once. */
  key: string
  input: FeedbackInput
  savedAt: string
}

export type SendFeedback = (input: FeedbackInput, options: { idempotencyKey: string }) => Promise<Feedback>

/** What became of one attempt: stored, to be retried (network, blocked, 5xx, 429), or refused for good (4xx). */
export type Outcome = { stored: Feedback } | { retry: true } | { refused: unknown }

/** A random key of at most 100 characters (the API's limit). */
export function idempotencyKey(): string {
  // randomUUID needs a secure context; getRandomValues does not.
  return (
    crypto.randomUUID?.() ??
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  )
}

/** Network failures and blocked requests (fetch rejects without a status), 429 and 5xx are worth a retry. */
export function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status !== 'number') return true
  return status === 408 || status === 429 || status >= 500
}

export interface OutboxOptions {
  storage: Storage | null
  send: SendFeedback
  /** Called whenever the list of waiting reports changes. */
  onChange(pending: PendingReport[]): void
  /** A report saved earlier (before a reload, or after a failure) has now been stored. */
  onDelivered(feedback: Feedback, report: PendingReport): void
  /** The server refused a waiting report for good (it is dropped). */
  onRefused(error: unknown, report: PendingReport): void
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>
  clearTimeout(timer: ReturnType<typeof setTimeout>): void
}

/**
 * Reports the server has not stored yet, kept in localStorage so that a reload or a closed tab loses none, and
 * retried with exponential backoff under their own Idempotency-Key until the server answers.
 */
export function createOutbox(options: OutboxOptions) {
  const { storage } = options
  let memory: PendingReport[] = [] // when storage is blocked
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let flushing = false
  let stopped = false
  const inFlight = new Set<string>()

  function read(): PendingReport[] {
    if (!storage) return memory
    try {
      const value: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]')
      return Array.isArray(value)
        ? (value as unknown[])
            .filter((item): item is PendingReport => typeof (item as Partial<PendingReport> | null)?.key === 'string')
            // This page's own copy still has its screenshot.
            .map((item) => memory.find((kept) => kept.key === item.key) ?? item)
        : []
    } catch {
      return []
    }
  }

  function write(list: PendingReport[]) {
    memory = list
    try {
      // A screenshot (up to 2 MB) would not fit in localStorage: it is kept for this page only.
      if (list.length)
        storage?.setItem(
          OUTBOX_KEY,
          JSON.stringify(list, (key, v: unknown) => (key == 'screenshot' ? undefined : v)),
        )
      else storage?.removeItem(OUTBOX_KEY)
    } catch {
      // Full or blocked: the list lives in memory for this page.
    }
    options.onChange(list)
  }

  const remove = (key: string) => write(read().filter((item) => item.key !== key))

  function schedule() {
    if (stopped || timer !== undefined || read().length === 0) return
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt)
    attempt++
    timer = options.setTimeout(() => {
      timer = undefined
      void flush()
    }, delay)
  }

  async function attemptOne(report: PendingReport): Promise<Outcome> {
    inFlight.add(report.key)
    try {
      const stored = await options.send(report.input, { idempotencyKey: report.key })
      remove(report.key)
      return { stored }
    } catch (error) {
      if (isRetryable(error)) return { retry: true }
      remove(report.key)
      return { refused: error }
    } finally {
      inFlight.delete(report.key)
    }
  }

  /** Sends every waiting report once, in order; on a failure worth retrying, waits longer and tries again. */
  async function flush(): Promise<void> {
    if (flushing || stopped) return
    flushing = true
    try {
      for (const report of read()) {
        if (inFlight.has(report.key)) continue // the first attempt of a report just submitted
        const outcome = await attemptOne(report)
        if (stopped) return
        if ('retry' in outcome) return schedule()
        attempt = 0
        if ('stored' in outcome) options.onDelivered(outcome.stored, report)
        else options.onRefused(outcome.refused, report)
      }
    } finally {
      flushing = false
    }
  }

  return {
    pending: read,

    /**
     * Saves the report, then sends it. Answers the outcome: a report that must be retried stays saved and is
     * retried in the background; the others are no longer saved.
     */
    async submit(input: FeedbackInput): Promise<Outcome> {
      const report: PendingReport = { key: idempotencyKey(), input, savedAt: new Date().toISOString() }
      write([...read(), report].slice(-OUTBOX_LIMIT))
      const outcome = await attemptOne(report)
      if ('retry' in outcome) schedule()
      return outcome
    },

    /** Sends what earlier pages left behind; also the moment the browser says it is back online. */
    retryNow(): void {
      if (timer !== undefined) options.clearTimeout(timer)
      timer = undefined
      attempt = 0
      void flush()
    },

    stop(): void {
      stopped = true
      if (timer !== undefined) options.clearTimeout(timer)
      timer = undefined
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>
