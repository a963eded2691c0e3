// Generated from src/schemas/feedback.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type {
  ExportFormat,
  FeedbackCategory,
  FeedbackPriority,
  FeedbackReporterSource,
  FeedbackStatus,
} from '../constants.js'

export type ExportFilters = {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  since?: string
}

export type ExportParams = {
  format: ExportFormat
}

export type Feedback = {
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
  /**
   * JSON text of {x, y, width, height}
   */
  elementBounds: string | null
  createdAt: string
  /**
   * Staff's note to the reporter from the last lock or resolve ('Fixed in today's release'), or null.
   */
  resolutionNote?: string | null
  /**
   * When the status last changed (the creation time until it first does).
   */
  statusChangedAt?: string
  /**
   * API path of the image (`/api/feedback/{id}/screenshot`), resolved against the API's base URL; null when none.
   */
  screenshotUrl: string | null
  /**
   * Collected only when the site or portal turns it on; every field optional.
   */
  context: FeedbackContext | null
}

export type FeedbackConsoleLine = {
  level: 'error' | 'warn'
  /**
   * Scrubbed in the browser before it is sent.
   */
  message: string
  /**
   * ISO date-time.
   */
  at: string
}

/**
 * Collected only when the site or portal turns it on; every field optional.
 */
export type FeedbackContext = {
  browser?: string
  os?: string
  /**
   * "1366x850"
   */
  viewport?: string
  language?: string
  timeZone?: string
  title?: string
  referrer?: string
  console?: FeedbackConsoleLine[]
  network?: FeedbackNetworkFailure[]
}

export type FeedbackFilters = {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /**
   * Matches message, reporter name and page URL.
   */
  q?: string
  /**
   * ISO date or date-time: entries created at or after it.
   */
  since?: string
}

export type FeedbackInput = {
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
  /**
   * A site visitor's address to be told when staff lock or resolve the entry (site-key submissions only).
   */
  notifyEmail?: string | null
  /**
   * A data: URL (base64) of a PNG, JPEG or WebP image of at most 2,000,000 bytes.
   */
  screenshot?: string | null
  /**
   * Collected only when the site or portal turns it on; every field optional.
   */
  context?: FeedbackContext | null
}

export type FeedbackListQuery = {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /**
   * Matches message, reporter name and page URL.
   */
  q?: string
  /**
   * ISO date or date-time: entries created at or after it.
   */
  since?: string
  pageUrl?: string
  limit?: number
  cursor?: string
}

export type FeedbackNetworkFailure = {
  method: string
  /**
   * Without query string or fragment.
   */
  url: string
  /**
   * 0 when the request never got an answer.
   */
  status: number
}

/**
 * GET /api/feedback/report: a pipeline's summary of the feedback (`ledgerline report`).
 */
export type FeedbackReport = {
  generatedAt: string
  total: number
  byStatus: {
    open: number
    locked: number
    resolved: number
  }
  byPriority: {
    low: number
    normal: number
    high: number
    urgent: number
  }
  byCategory: {
    broken: number
    improvement: number
    update: number
    feature: number
    navigation: number
  }
  topPages: {
    pageUrl: string
    count: number
  }[]
  newSince: {
    since: string
    count: number
    entries: FeedbackReportEntry[]
  } | null
  failOn: {
    expression: string
    count: number
    entries: FeedbackReportEntry[]
  } | null
}

/**
 * An entry as a report lists it: enough to find it, never the whole message.
 */
export type FeedbackReportEntry = {
  id: number
  createdAt: string
  status: FeedbackStatus
  priority: FeedbackPriority
  category: FeedbackCategory
  pageUrl: string
  /**
   * The message's first line, at most 120 characters.
   */
  summary: string
}

export type FeedbackReportQuery = {
  /**
   * ISO date or date-time: `newSince` counts and lists the entries created at or after it.
   */
  since?: string
  /**
   * Conditions such as `priority>=high,status=open`: `failOn` counts the entries matching all of them.
   */
  failOn?: string
  /**
   * How many pages `topPages` lists (1–50, default 10).
   */
  top?: number
}

export type FeedbackSummary = {
  total: number
  open: number
  locked: number
  resolved: number
}

export type FeedbackUpdate = {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /**
   * With a status change: staff's note to the reporter, at most 1000 characters.
   */
  note?: string | null
}

export type MyFeedbackQuery = {
  /**
   * 1–100, default 50.
   */
  limit?: number
  /**
   * The `cursor` of a previous page's Link header.
   */
  cursor?: string
}
