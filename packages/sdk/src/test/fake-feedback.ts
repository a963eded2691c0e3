// GET /api/feedback as DECISIONS.md §6 pages it, for the fake fetch: newest first, limit (default 100), an opaque
// cursor, the status, priority, q and since filters, and `Link: <…&cursor=…>; rel="next"` while more remain.
import type { Feedback, FeedbackSummary } from '../types.js'
import { json, type RecordedRequest } from './fake-fetch.js'

export function makeEntry(id: number, overrides: Partial<Feedback> = {}): Feedback {
  return {
    id,
    message: `Feedback number ${id}`,
    reporterName: 'Client',
    pageUrl: '/client/documents',
    status: 'open',
    priority: 'normal',
    category: 'broken',
    subcategory: 'display',
    elementText: null,
    elementSelector: null,
    positionX: 10,
    positionY: 20,
    elementBounds: null,
    createdAt: new Date(Date.UTC(2026, 10, 1) + id * 60_000).toISOString(),
    reporterSource: 'account',
    screenshotUrl: null,
    context: null,
    ...overrides,
  }
}

const badRequest = (message: string) =>
  json({ statusCode: 400, error: 'Bad Request', message }, { status: 400, statusText: 'Bad Request' })

/** A paged feedback list over `entries()` (read at each request, so a test may change it between pages). */
export function pagedFeedback(entries: () => readonly Feedback[]) {
  return (request: RecordedRequest): Response => {
    const params = request.url.searchParams
    const limit = Number(params.get('limit') ?? 100)
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) return badRequest('"limit" must be between 1 and 500')
    const cursor = params.get('cursor')
    let afterId = Infinity
    if (cursor !== null) {
      const decoded = /^id:(\d+)$/.exec(decodeCursor(cursor))
      if (!decoded) return badRequest('"cursor" is not a cursor this server gave')
      afterId = Number(decoded[1])
    }
    const q = params.get('q')?.toLowerCase()
    const since = params.get('since')
    const matching = entries()
      .filter(
        (entry) =>
          entry.id < afterId &&
          (!params.get('status') || entry.status === params.get('status')) &&
          (!params.get('priority') || entry.priority === params.get('priority')) &&
          (!since || entry.createdAt >= since) &&
          (!q || [entry.message, entry.reporterName, entry.pageUrl].some((field) => field.toLowerCase().includes(q))),
      )
      .sort((a, b) => b.id - a.id)
    const page = matching.slice(0, limit)
    const headers: Record<string, string> = {}
    if (matching.length > limit) {
      const next = new URLSearchParams(params)
      next.set('cursor', btoa(`id:${page[page.length - 1].id}`))
      headers.Link = `</api/feedback?${next.toString()}>; rel="next"`
    }
    return json(page, { headers })
  }
}

function decodeCursor(cursor: string): string {
  try {
    return atob(cursor)
  } catch {
    return ''
  }
}

export function summaryOf(entries: readonly Feedback[]): FeedbackSummary {
  const count = (status: Feedback['status']) => entries.filter((entry) => entry.status === status).length
  return { total: entries.length, open: count('open'), locked: count('locked'), resolved: count('resolved') }
}
