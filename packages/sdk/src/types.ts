// Shapes of what the Ledgerline API sends and accepts (SPEC.md §3, DECISIONS.md §4–§6).
// Dates travel as ISO 8601 strings. The shapes that have a joi schema live in @ledgerline/contracts, which
// generates their types from the schemas the API validates with; the SDK re-exports them unchanged.

export * from '@ledgerline/contracts'

export const FEEDBACK_STATUSES = ['open', 'locked', 'resolved'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export const FEEDBACK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number]

export const FEEDBACK_SUBCATEGORIES = {
  broken: ['error', 'display', 'functionality', 'data', 'performance'],
  navigation: ['hard-to-find', 'confusing', 'layout', 'links', 'mobile', 'accessibility'],
  improvement: ['workflow', 'design', 'clarity', 'automation'],
  update: ['text', 'images', 'data', 'links'],
  feature: ['integration', 'report', 'tool', 'communication'],
} as const
export type FeedbackCategory = keyof typeof FEEDBACK_SUBCATEGORIES
export const FEEDBACK_CATEGORIES = [
  'broken',
  'improvement',
  'update',
  'feature',
  'navigation',
] as const satisfies readonly FeedbackCategory[]
export type FeedbackSubcategory = (typeof FEEDBACK_SUBCATEGORIES)[FeedbackCategory][number]

export const FEEDBACK_LOCATIONS = ['header', 'hero', 'content', 'sidebar', 'footer', 'specific'] as const
export type FeedbackLocation = (typeof FEEDBACK_LOCATIONS)[number]

/** Limits enforced by the API (DECISIONS.md §5). */
export const FEEDBACK_LIMITS = {
  message: 5000,
  reporterName: 200,
  elementText: 100,
  elementSelector: 1000,
  pageUrl: 2048,
} as const

/**
 * Where reporterName came from: the signed-in user's account, typed by a signed-in user, or sent
 * through an embedding site's key (typed by an anonymous visitor, or "Anonymous").
 */
export const FEEDBACK_REPORTER_SOURCES = ['account', 'typed', 'site'] as const
export type FeedbackReporterSource = (typeof FEEDBACK_REPORTER_SOURCES)[number]

export interface Feedback {
  id: number
  message: string
  reporterName: string
  reporterSource: FeedbackReporterSource
  pageUrl: string
  status: FeedbackStatus
  priority: FeedbackPriority
  category: FeedbackCategory
  subcategory: string | null
  elementText: string | null
  elementSelector: string | null
  positionX: number | null
  positionY: number | null
  /** JSON text of {x, y, width, height} */
  elementBounds: string | null
  createdAt: string
  /** Staff's note to the reporter from the last lock or resolve ('Fixed in today's release'), or null. */
  resolutionNote?: string | null
  /** When the status last changed (the creation time until it first does). */
  statusChangedAt?: string
}

export interface FeedbackInput {
  message: string
  category: FeedbackCategory
  subcategory?: string | null
  priority?: FeedbackPriority
  pageUrl: string
  reporterName?: string | null
  elementText?: string | null
  elementSelector?: string | null
  positionX?: number | null
  positionY?: number | null
  elementBounds?: string | null
  /** A site visitor's address to be told when staff lock or resolve the entry (site-key submissions only). */
  notifyEmail?: string | null
}

export const RESOLUTION_NOTE_MAX = 1000

export interface FeedbackUpdate {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /** With a status change: staff's note to the reporter, at most 1000 characters. */
  note?: string | null
}

/** GET /api/feedback/mine: the signed-in person's own entries, newest first. */
export interface MyFeedbackQuery {
  /** 1–100, default 50. */
  limit?: number
  /** The `cursor` of a previous page's Link header. */
  cursor?: string
}

export interface FeedbackFilters {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /** Matches message, reporter name and page URL. */
  q?: string
  /** ISO date or date-time: entries created at or after it. */
  since?: string
}

/** GET /api/feedback without pageUrl: one page of the list, newest first (DECISIONS.md §6). */
export interface FeedbackPageQuery extends FeedbackFilters {
  /** 1–500; the server's default is 100. */
  limit?: number
  /** The opaque cursor of the page before (FeedbackPage.nextCursor); none for the first page. */
  cursor?: string | null
}

export interface FeedbackPage {
  entries: Feedback[]
  /** The cursor of the next page, or null on the last page. */
  nextCursor: string | null
  /** The next page's address as the `Link: <…>; rel="next"` header names it, or null on the last page. */
  next: string | null
}

/** GET /api/feedback/summary */
export interface FeedbackSummary {
  total: number
  open: number
  locked: number
  resolved: number
}

export type ExportFormat = 'json' | 'markdown'

export interface ExportFilters {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /** ISO date or date-time: entries created at or after it. */
  since?: string
}

/** GET /api/feedback/report: a pipeline's summary of the feedback (`ledgerline report`). */
export interface FeedbackReportQuery {
  /** ISO date or date-time: `newSince` counts and lists the entries created at or after it. */
  since?: string
  /** Conditions such as `priority>=high,status=open`: `failOn` counts the entries matching all of them. */
  failOn?: string
  /** How many pages `topPages` lists (1–50, default 10). */
  top?: number
}

/** An entry as a report lists it: enough to find it, never the whole message. */
export interface FeedbackReportEntry {
  id: number
  createdAt: string
  status: FeedbackStatus
  priority: FeedbackPriority
  category: FeedbackCategory
  pageUrl: string
  /** The message's first line, at most 120 characters. */
  summary: string
}

export interface FeedbackReport {
  generatedAt: string
  total: number
  byStatus: Record<FeedbackStatus, number>
  byPriority: Record<FeedbackPriority, number>
  byCategory: Record<FeedbackCategory, number>
  topPages: Array<{ pageUrl: string; count: number }>
  /** Present when `since` was given: the entries created at or after it (newest first, at most 20 listed). */
  newSince: { since: string; count: number; entries: FeedbackReportEntry[] } | null
  /** Present when `failOn` was given: the entries matching every condition (most urgent first, at most 20 listed). */
  failOn: { expression: string; count: number; entries: FeedbackReportEntry[] } | null
}

/** A page of a keyset-paged list: `next` is the cursor of the following page (from the Link header). */
export interface Page<T> {
  items: T[]
  next: string | null
}
