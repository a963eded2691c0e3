import type { Feedback, FeedbackPriority, FeedbackStatus } from '@ledgerline/sdk'

export const ALL = 'all'

export interface FeedbackQuery {
  search: string
  status: FeedbackStatus | typeof ALL
  priority: FeedbackPriority | typeof ALL
}

export const emptyQuery: FeedbackQuery = { search: '', status: ALL, priority: ALL }

/** SPEC.md §2.14: the search matches message, reporter name and page URL; status and priority filter exactly. */
export function filterFeedback(entries: readonly Feedback[], { search, status, priority }: FeedbackQuery): Feedback[] {
  const needle = search.trim().toLowerCase()
  return entries.filter((entry) => {
    if (status !== ALL && entry.status !== status) return false
    if (priority !== ALL && entry.priority !== priority) return false
    if (!needle) return true
    return [entry.message, entry.reporterName, entry.pageUrl].some((field) => field?.toLowerCase().includes(needle))
  })
}

export interface FeedbackSummary {
  total: number
  open: number
  locked: number
  resolved: number
}

export function summarize(entries: readonly Pick<Feedback, 'status'>[]): FeedbackSummary {
  const count = (status: FeedbackStatus) => entries.filter((entry) => entry.status === status).length
  return { total: entries.length, open: count('open'), locked: count('locked'), resolved: count('resolved') }
}

/** SPEC.md §4: which of Lock, Unlock and Mark Resolved an entry offers, and whether Mark Resolved is enabled. */
export function feedbackActions(status: FeedbackStatus): { lock: boolean; unlock: boolean; resolveEnabled: boolean } {
  return { lock: status === 'open', unlock: status === 'locked', resolveEnabled: status !== 'resolved' }
}

export function reporterLabel(reporterName: string | null | undefined): string {
  return reporterName?.trim() ? reporterName : 'Anonymous'
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
