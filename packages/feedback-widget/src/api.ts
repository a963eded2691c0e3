import { SITE_KEY_HEADER, type Count, type Feedback, type FeedbackInput } from '@ledgerline/sdk'
import type { WidgetClient } from './context'

/**
 * The three calls the widget makes, on fetch alone. The SDK's `createClient` carries every API call and would
 * double the script tag's size (DECISIONS.md §10); the portal passes its own SDK client instead.
 */
export function createWidgetClient(baseUrl: string, siteKey?: string): WidgetClient {
  const base = baseUrl.replace(/\/+$/, '')
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(base + path, {
      ...init,
      credentials: siteKey === undefined ? 'include' : 'omit',
      headers: { Accept: 'application/json', ...init.headers },
    })
    const text = await response.text()
    // A non-OK answer: `message` is `STATUS: body text`, as the SDK's ApiError says it (SPEC.md §8).
    if (!response.ok)
      throw Object.assign(new Error(`${response.status}: ${text || response.statusText}`), {
        status: response.status,
      })
    return JSON.parse(text) as T
  }
  return {
    listFeedbackPins: (pageUrl) => call<Feedback[]>(`/api/feedback?pageUrl=${encodeURIComponent(pageUrl)}`),
    getFeedbackCount: () => call<Count>('/api/feedback/count'),
    createFeedback: (input: FeedbackInput, { idempotencyKey } = {}) =>
      call<Feedback>('/api/feedback', {
        method: 'POST',
        body: JSON.stringify(input),
        headers: {
          'Content-Type': 'application/json',
          ...(siteKey === undefined ? {} : { [SITE_KEY_HEADER]: siteKey }),
          ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
        },
      }),
  }
}
