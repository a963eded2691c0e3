import Joi from 'joi'
import {
  CONTEXT_LIMITS,
  EXPORT_FORMATS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PRIORITIES,
  FEEDBACK_REPORTER_SOURCES,
  FEEDBACK_STATUSES,
  FEEDBACK_SUBCATEGORIES,
  FEEDBACK_REPORT_LIMITS,
  MY_FEEDBACK_PAGE_SIZE,
  RESOLUTION_NOTE_MAX,
} from '../constants.js'
import { isoDateString, searchText } from './common.js'

// Each schema's `.meta({ className })` names its generated type (src/generate.ts), as named() does.

const status = Joi.string().valid(...FEEDBACK_STATUSES)
const priority = Joi.string().valid(...FEEDBACK_PRIORITIES)
const category = Joi.string().valid(...FEEDBACK_CATEGORIES)
/** Page coordinates in whole pixels, inside PostgreSQL's integer. */
const position = Joi.number().strict().integer().min(-1_000_000).max(100_000_000).allow(null)

interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

const boundsShape = Joi.object<Bounds>({
  x: Joi.number().strict().required(),
  y: Joi.number().strict().required(),
  width: Joi.number().strict().min(0).required(),
  height: Joi.number().strict().min(0).required(),
})

const BOUNDS_KEYS = ['x', 'y', 'width', 'height']

/**
 * A joi message with text of ours in it: the text goes in as a raw template variable, because a message
 * is a template and its braces (`{x, y, width, height}`) would otherwise be parsed as one.
 */
const boundsError = (helpers: Joi.CustomHelpers, problem: string) =>
  helpers.message(
    { custom: '{#label} must be JSON text of {{#shape}}{{#problem}}' },
    {
      shape: '{x, y, width, height}',
      problem,
    },
  )

/** elementBounds is JSON text of {x, y, width, height}: parsed, checked, and stored re-serialised. */
const elementBounds = Joi.string()
  .max(500)
  .custom((text: string, helpers) => {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return boundsError(helpers, '')
    }
    // Own keys are checked first: joi passes over a parsed "__proto__" key.
    const keys = value !== null && typeof value === 'object' ? Object.getOwnPropertyNames(value) : []
    if (keys.some((key) => !BOUNDS_KEYS.includes(key))) return boundsError(helpers, ' (only x, y, width and height)')
    const checked: Joi.ValidationResult<Bounds> = boundsShape.validate(value)
    if (checked.error) return boundsError(helpers, `: ${checked.error.message}`)
    const bounds = checked.value
    return JSON.stringify({ x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height })
  })
  .allow(null)

/** Text a person typed: no NUL characters (PostgreSQL cannot store them, and no one types them). */
const text = () =>
  Joi.string()
    // The rule's own message, not .messages(): joi merges those preferences whenever other options apply.
    // eslint-disable-next-line no-control-regex -- NUL is what this refuses
    .pattern(/\u0000/, { invert: true })
    .rule({ message: '{#label} must not contain NUL characters' })

/** Whitespace, controls and invisible characters (zero-width spaces, joiners, fillers): no words. */
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Mn}\u115F\u1160\u3164\uFFA0\u2800]*$/u

/** The message must say something visible (SPEC.md §5: non-blank). */
const message = text()
  .trim()
  .min(1)
  .max(FEEDBACK_LIMITS.message)
  .custom((value: string, helpers) =>
    INVISIBLE.test(value) ? helpers.message({ custom: '{#label} must contain visible text' }) : value,
  )

const SAME_SITE = 'https://same-site.invalid'

/**
 * pageUrl is shown as a link: a path on this site, or an http(s) URL. A "path" that a browser resolves to
 * another host (`//evil.test`, `/\evil.test`, or either with a tab or line break that browsers drop) is refused.
 */
const pageUrl = text()
  .trim()
  .min(1)
  .max(FEEDBACK_LIMITS.pageUrl)
  .custom((value: string, helpers) => {
    const refuse = () => helpers.message({ custom: '{#label} must be a path on this site or an http(s) URL' })
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[\u0000-\u001f\u007f]/.test(value)) return refuse()
    let url: URL
    try {
      url = new URL(value, SAME_SITE)
    } catch {
      return refuse()
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse()
    const absolute = /^[a-z][a-z\d+.-]*:/i.test(value)
    if (!absolute && url.origin !== SAME_SITE) return refuse()
    return value
  })

/**
 * A date or date-time in ISO 8601 with a four-digit year, normalised to an ISO string. joi's ISO dates also
 * take expanded years (`+275760-09-13`), which neither database can compare with what it stores.
 */
export const sinceDate = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}(?:$|T)/)
  .rule({ message: '{#label} must be an ISO date or date-time with a four-digit year' })
  .isoDate()

/** The subcategory must belong to its category (SPEC.md §5); it may be omitted or null. */
const subcategory = Joi.string()
  .allow(null)
  .when('category', {
    switch: Object.entries(FEEDBACK_SUBCATEGORIES).map(([name, subs]) => ({
      is: name,
      then: Joi.string()
        .valid(...subs)
        .allow(null),
    })),
    otherwise: Joi.forbidden(),
  })

/**
 * The screenshot (issue 17): a base64 data: URL of a PNG, JPEG or WebP image of at most SCREENSHOT_MAX_BYTES. The
 * API checks more than this shape: it decodes the image and proves it whole (apps/api/src/feedback/screenshot.ts).
 */
export const screenshotDataUrl = Joi.string()
  .allow(null)
  .description('A data: URL (base64) of a PNG, JPEG or WebP image of at most 2,000,000 bytes.')

/** Text the widget captured from the page: scrubbed in the browser, bounded and NUL-free here. */
const contextText = () => text().max(CONTEXT_LIMITS.text).allow('')

/** A network failure's address, kept without its query string or fragment whatever the client sent. */
const failedUrl = contextText().custom((value: string) => value.replace(/[?#].*$/s, ''))

export const feedbackConsoleLine = Joi.object({
  level: Joi.string().valid('error', 'warn').required(),
  message: contextText().required().description('Scrubbed in the browser before it is sent.'),
  at: Joi.string().isoDate().required().description('ISO date-time.'),
}).meta({ className: 'FeedbackConsoleLine' })

export const feedbackNetworkFailure = Joi.object({
  method: Joi.string()
    .pattern(/^[A-Za-z]{1,20}$/)
    .required(),
  url: failedUrl.required().description('Without query string or fragment.'),
  status: Joi.number()
    .strict()
    .integer()
    .min(0)
    .max(999)
    .required()
    .description('0 when the request never got an answer.'),
}).meta({ className: 'FeedbackNetworkFailure' })

/** FeedbackContext (issue 17): known keys only, lists of at most 20, strings of at most 500 characters. */
export const feedbackContext = Joi.object({
  browser: contextText(),
  os: contextText(),
  viewport: Joi.string()
    .pattern(/^\d{1,5}x\d{1,5}$/)
    .description('"1366x850"'),
  language: contextText(),
  timeZone: contextText(),
  title: contextText(),
  referrer: contextText(),
  console: Joi.array().max(CONTEXT_LIMITS.console).items(feedbackConsoleLine),
  network: Joi.array().max(CONTEXT_LIMITS.network).items(feedbackNetworkFailure),
})
  .description('Collected only when the site or portal turns it on; every field optional.')
  .meta({ className: 'FeedbackContext' })

export const feedbackInput = Joi.object({
  message: message.required(),
  category: category.required(),
  subcategory,
  priority: priority.default('normal'),
  pageUrl: pageUrl.required(),
  reporterName: text().trim().max(FEEDBACK_LIMITS.reporterName).empty('').allow(null),
  elementText: text().max(FEEDBACK_LIMITS.elementText).empty('').allow(null),
  elementSelector: text().max(FEEDBACK_LIMITS.elementSelector).empty('').allow(null),
  positionX: position,
  positionY: position,
  elementBounds,
  // A site visitor's address to be told of a lock or resolve (kept only for site-key submissions).
  notifyEmail: Joi.string()
    .trim()
    .max(320)
    .email({ tlds: false })
    .empty('')
    .allow(null)
    .description(
      "A site visitor's address to be told when staff lock or resolve the entry (site-key submissions only).",
    ),
  screenshot: screenshotDataUrl,
  context: feedbackContext.allow(null),
})
  .required()
  .label('FeedbackInput')
  .meta({ className: 'FeedbackInput' })

/** An opaque cursor: the id a page ended at, so the next one starts below it. */
const CURSOR = /^c1\.(\d{1,10})$/

export const encodeCursor = (id: number): string => Buffer.from(`c1.${id}`).toString('base64url')

const cursor = Joi.string()
  .max(100)
  .custom((value: string, helpers) => {
    const match = CURSOR.exec(Buffer.from(value, 'base64url').toString('latin1'))
    const id = match ? Number(match[1]) : NaN
    if (!(id >= 1 && id <= 2_147_483_647) || encodeCursor(id) !== value)
      return helpers.message({ custom: '{#label} is not a cursor this server gave out' })
    return id
  })

/** The management list's filters (GET /api/feedback, GET /api/feedback/export/{format} without q). */
export const feedbackFilters = Joi.object({
  status,
  priority,
  q: searchText.description('Matches message, reporter name and page URL.'),
  since: sinceDate.description('ISO date or date-time: entries created at or after it.'),
}).meta({ className: 'FeedbackFilters' })

/**
 * With pageUrl: the pins of a page, nothing else. Without: a page of the list and its filters. The cursor is
 * validated and decoded here: the route receives the id it names.
 */
export const feedbackListQuery = feedbackFilters
  .keys({
    pageUrl: Joi.string().min(1).max(FEEDBACK_LIMITS.pageUrl),
    limit: Joi.number().integer().min(1).max(FEEDBACK_PAGE_SIZE.max),
    cursor,
  })
  .without('pageUrl', ['status', 'priority', 'q', 'since', 'limit', 'cursor'])
  .meta({ className: 'FeedbackListQuery' })

/** GET /api/feedback/mine: the signed-in person's own entries, newest first. */
export const myFeedbackQuery = Joi.object({
  limit: Joi.number()
    .integer()
    .min(1)
    .max(MY_FEEDBACK_PAGE_SIZE.max)
    .default(MY_FEEDBACK_PAGE_SIZE.default)
    .description('1–100, default 50.'),
  cursor: Joi.string().max(100).description("The `cursor` of a previous page's Link header."),
}).meta({ className: 'MyFeedbackQuery' })

const idempotencyKey = Joi.string().min(1).max(100).label('idempotency-key')

/**
 * Submissions may carry an Idempotency-Key (DECISIONS.md §6); every other header passes. Only that header goes
 * through joi: a schema of the whole headers object walked and copied every header of every submission.
 */
export function submissionHeaders(headers: object | string | Buffer): Promise<unknown> {
  const key = (headers as Record<string, unknown>)['idempotency-key']
  const error = key === undefined ? undefined : idempotencyKey.validate(key).error
  return error ? Promise.reject(error) : Promise.resolve(headers)
}

export const feedbackSummarySchema = Joi.object({
  total: Joi.number().integer().min(0).required(),
  open: Joi.number().integer().min(0).required(),
  locked: Joi.number().integer().min(0).required(),
  resolved: Joi.number().integer().min(0).required(),
})
  .label('FeedbackSummary')
  .meta({ className: 'FeedbackSummary' })

export const feedbackUpdate = Joi.object({
  status,
  priority,
  // Staff's note to the reporter, given with a status change (DECISIONS.md §6, docs/API.md).
  note: Joi.string()
    .trim()
    .max(RESOLUTION_NOTE_MAX)
    .empty('')
    .allow(null)
    .description("With a status change: staff's note to the reporter, at most 1000 characters."),
})
  .min(1)
  .with('note', 'status')
  .required()
  .label('FeedbackUpdate')
  .meta({ className: 'FeedbackUpdate' })

export const exportParams = Joi.object({
  format: Joi.string()
    .valid(...EXPORT_FORMATS)
    .required(),
}).meta({ className: 'ExportParams' })

export const exportQuery = Joi.object({ status, priority, since: sinceDate }).meta({ className: 'ExportFilters' })

export const feedbackSchema = Joi.object({
  id: Joi.number().integer().required(),
  message: Joi.string().required(),
  reporterName: Joi.string().required(),
  reporterSource: Joi.string()
    .valid(...FEEDBACK_REPORTER_SOURCES)
    .required(),
  pageUrl: Joi.string().required(),
  status: status.required(),
  priority: priority.required(),
  category: category.required(),
  subcategory: Joi.string().allow(null).required(),
  elementText: Joi.string().allow(null, '').required(),
  elementSelector: Joi.string().allow(null, '').required(),
  positionX: Joi.number().integer().allow(null).required(),
  positionY: Joi.number().integer().allow(null).required(),
  elementBounds: Joi.string().allow(null).required().description('JSON text of {x, y, width, height}'),
  createdAt: isoDateString.required(),
  resolutionNote: Joi.string()
    .allow(null)
    .description("Staff's note to the reporter from the last lock or resolve ('Fixed in today's release'), or null."),
  statusChangedAt: isoDateString.description('When the status last changed (the creation time until it first does).'),
  screenshotUrl: Joi.string()
    .pattern(/^\/api\/feedback\/\d+\/screenshot$/)
    .allow(null)
    .required()
    .description(
      "API path of the image (`/api/feedback/{id}/screenshot`), resolved against the API's base URL; null when none.",
    ),
  // The input's own schema: what is stored is what was accepted.
  context: feedbackContext.allow(null).required(),
})
  .label('Feedback')
  .meta({ className: 'Feedback' })

/**
 * GET /api/feedback/report: a pipeline's summary of the feedback (`ledgerline report`). The API also parses
 * failOn (feedback/report.ts) before it answers.
 */
export const feedbackReportQuery = Joi.object({
  since: isoDateString.description(
    'ISO date or date-time: `newSince` counts and lists the entries created at or after it.',
  ),
  failOn: Joi.string()
    .max(FEEDBACK_REPORT_LIMITS.failOn)
    .description('Conditions such as `priority>=high,status=open`: `failOn` counts the entries matching all of them.'),
  top: Joi.number()
    .integer()
    .min(1)
    .max(FEEDBACK_REPORT_LIMITS.topPages)
    .default(FEEDBACK_REPORT_LIMITS.defaultTopPages)
    .description('How many pages `topPages` lists (1–50, default 10).'),
}).meta({ className: 'FeedbackReportQuery' })

/** An entry as a report lists it: enough to find it, never the whole message. */
export const feedbackReportEntrySchema = Joi.object({
  id: Joi.number().integer().required(),
  createdAt: isoDateString.required(),
  status: status.required(),
  priority: priority.required(),
  category: category.required(),
  pageUrl: Joi.string().required(),
  summary: Joi.string().allow('').required().description("The message's first line, at most 120 characters."),
})
  .description('An entry as a report lists it: enough to find it, never the whole message.')
  .meta({ className: 'FeedbackReportEntry' })

const countOf = (keys: readonly string[]) =>
  Joi.object(Object.fromEntries(keys.map((key) => [key, Joi.number().integer().min(0).required()])))

export const feedbackReportSchema = Joi.object({
  generatedAt: isoDateString.required(),
  total: Joi.number().integer().min(0).required(),
  byStatus: countOf(FEEDBACK_STATUSES).required(),
  byPriority: countOf(FEEDBACK_PRIORITIES).required(),
  byCategory: countOf(FEEDBACK_CATEGORIES).required(),
  topPages: Joi.array()
    .items(Joi.object({ pageUrl: Joi.string().required(), count: Joi.number().integer().required() }))
    .required(),
  // Present when `since` was given: the entries created at or after it (newest first, at most 20 listed).
  newSince: Joi.object({
    since: isoDateString.required(),
    count: Joi.number().integer().required(),
    entries: Joi.array().items(feedbackReportEntrySchema).required(),
  })
    .allow(null)
    .required(),
  // Present when `failOn` was given: the entries matching every condition (most urgent first, at most 20 listed).
  failOn: Joi.object({
    expression: Joi.string().required(),
    count: Joi.number().integer().required(),
    entries: Joi.array().items(feedbackReportEntrySchema).required(),
  })
    .allow(null)
    .required(),
})
  .label('FeedbackReport')
  .description("GET /api/feedback/report: a pipeline's summary of the feedback (`ledgerline report`).")
  .meta({ className: 'FeedbackReport' })
