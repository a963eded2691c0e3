// Shapes of what the Ledgerline API sends and accepts (SPEC.md §3, DECISIONS.md §4–§6).
// Dates travel as ISO 8601 strings. Every shape the API validates lives in @ledgerline/contracts, which
// generates its type from the joi schema the API validates with; the SDK re-exports them unchanged, and adds
// the shapes of its own calls below.

import type { Feedback, FeedbackFilters } from '@ledgerline/contracts'

export * from '@ledgerline/contracts'

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

/** A page of a keyset-paged list: `next` is the cursor of the following page (from the Link header). */
export interface Page<T> {
  items: T[]
  next: string | null
}
