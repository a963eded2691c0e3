import {
  isApiError,
  type Feedback,
  type FeedbackFilters,
  type FeedbackPriority,
  type FeedbackStatus,
} from '@ledgerline/sdk'

export const ALL = 'all'

export interface FeedbackQuery {
  search: string
  status: FeedbackStatus | typeof ALL
  priority: FeedbackPriority | typeof ALL
}

export const emptyQuery: FeedbackQuery = { search: '', status: ALL, priority: ALL }

/**
 * The query as the API's filters (DECISIONS.md §6): the server searches message, reporter name and page URL, and
 * filters status and priority exactly. `search` is the settled (debounced) text.
 */
export function feedbackFilters({ search, status, priority }: FeedbackQuery): FeedbackFilters {
  const q = search.trim()
  return {
    ...(status === ALL ? {} : { status }),
    ...(priority === ALL ? {} : { priority }),
    ...(q === '' ? {} : { q }),
  }
}

export function hasFilters(query: FeedbackQuery): boolean {
  return Object.keys(feedbackFilters(query)).length > 0
}

/** SPEC.md §4: which of Lock, Unlock and Mark Resolved an entry offers, and whether Mark Resolved is enabled. */
export function feedbackActions(status: FeedbackStatus): { lock: boolean; unlock: boolean; resolveEnabled: boolean } {
  return { lock: status === 'open', unlock: status === 'locked', resolveEnabled: status !== 'resolved' }
}

export function reporterLabel(reporterName: string | null | undefined): string {
  return reporterName?.trim() ? reporterName : 'Anonymous'
}

/** Where the reporter's name came from, in words, so that a typed "Ledgerline Support" cannot pass as staff. */
export const REPORTER_SOURCE_LABELS: Record<NonNullable<Feedback['reporterSource']>, string> = {
  account: 'signed-in account',
  typed: 'typed name',
  site: 'site visitor',
}

export function reporterSourceLabel(source: Feedback['reporterSource']): string | null {
  return source ? REPORTER_SOURCE_LABELS[source] : null
}

/**
 * A failed read (`load`) or write (`change`) in words a user can act on, never the raw "500: {…}" of the error.
 */
export function plainError(cause: unknown, action: 'load' | 'change' = 'load'): string {
  if (!isApiError(cause)) return "We couldn't reach the server. Check your connection and try again."
  if (cause.status === 401) return 'Your session has ended. Sign in again to continue.'
  if (cause.status === 403) return "You don't have permission to do this."
  if (cause.status === 429) return 'Too many requests at once. Wait a moment and try again.'
  if (action === 'change' && cause.status === 404)
    return 'This entry no longer exists; it may have been deleted by someone else.'
  if (action === 'change' && cause.status === 409)
    return 'This entry has changed since you loaded it; it may already be resolved.'
  if (action === 'load' && cause.status === 400)
    return 'The list could not be read with these filters. Change them and try again.'
  if (cause.status >= 400 && cause.status < 500) return 'The request was not accepted. Reload the page and try again.'
  return 'Something went wrong on our side. Try again in a moment.'
}

export function positionLabel(entry: Pick<Feedback, 'positionX' | 'positionY'>): string {
  return entry.positionX === null || entry.positionY === null ? '—' : `${entry.positionX},${entry.positionY}`
}

/**
 * The page URL as a link target, or null when it is not a same-site path or an http(s) address: the URL is
 * reporter-supplied text, and a javascript: or data: link must never become clickable.
 */
export function safePageHref(pageUrl: string): string | null {
  if (pageUrl.startsWith('/') && !pageUrl.startsWith('//')) return pageUrl
  try {
    const url = new URL(pageUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
