import Joi from 'joi'
import {
  CONTEXT_LIMITS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_REPORTER_SOURCES,
  FEEDBACK_STATUSES,
  FEEDBACK_SUBCATEGORIES,
  RESOLUTION_NOTE_MAX,
} from '@ledgerline/sdk/types'
import { isoDateString, searchText } from '../models/api-schemas.js'
import { parseScreenshotDataUrl, SCREENSHOT_DATA_URL_MAX, ScreenshotError } from './screenshot.js'
import { PAGE_SIZE } from './service.js'

const status = Joi.string().valid(...FEEDBACK_STATUSES)
const priority = Joi.string().valid(...FEEDBACK_PRIORITIES)
const category = Joi.string().valid(...FEEDBACK_CATEGORIES)
/** Page coordinates in whole pixels, inside PostgreSQL's integer. */
const position = Joi.number().strict().integer().min(-1_000_000).max(100_000_000).allow(null)

const boundsShape = Joi.object({
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
    const { error, value: bounds } = boundsShape.validate(value)
    if (error) return boundsError(helpers, `: ${error.message}`)
    return JSON.stringify({ x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height })
  })
  .allow(null)

/** Text a person typed: no NUL characters (PostgreSQL cannot store them, and no one types them). */
const text = () =>
  Joi.string()
    // eslint-disable-next-line no-control-regex -- NUL is what this refuses
    .pattern(/\u0000/, { invert: true })
    .messages({ 'string.pattern.invert.base': '{#label} must not contain NUL characters' })

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
  .isoDate()
  .messages({ 'string.pattern.base': '{#label} must be an ISO date or date-time with a four-digit year' })

/** The subcategory must belong to its category (SPEC.md §5); it may be omitted or null. */
const subcategory = Joi.when('category', {
  switch: Object.entries(FEEDBACK_SUBCATEGORIES).map(([name, subs]) => ({
    is: name,
    then: Joi.string()
      .valid(...subs)
      .allow(null),
  })),
  otherwise: Joi.forbidden(),
})

/**
 * The screenshot: a base64 data: URL, decoded and proven to be one whole PNG, JPEG or WebP image here (see
 * screenshot.ts), so the handler receives a Screenshot. Too large is told apart (413) by its error type.
 */
const screenshot = Joi.string()
  .max(SCREENSHOT_DATA_URL_MAX)
  .messages({ 'string.max': '{#label} is larger than 2000000 bytes' })
  .custom((value: string, helpers) => {
    try {
      return parseScreenshotDataUrl(value)
    } catch (error) {
      if (!(error instanceof ScreenshotError)) throw error
      return helpers.error(error.tooLarge ? 'screenshot.tooLarge' : 'screenshot.invalid', { problem: error.message })
    }
  })
  .messages({
    'screenshot.tooLarge': '{#label} {#problem}',
    'screenshot.invalid': '{#label} {#problem}',
  })
  .allow(null)

/** Whether a refused submission's problem is a screenshot over the size limit (413) rather than a wrong one (400). */
export function isScreenshotTooLarge(error: unknown): boolean {
  const detail = (error as Partial<Joi.ValidationError> | undefined)?.details?.[0]
  return detail?.path[0] === 'screenshot' && (detail.type === 'screenshot.tooLarge' || detail.type === 'string.max')
}

/** Text the widget captured from the page: scrubbed in the browser, bounded and NUL-free here. */
const contextText = () => text().max(CONTEXT_LIMITS.text).allow('')

/** A network failure's address, kept without its query string or fragment whatever the client sent. */
const failedUrl = contextText().custom((value: string) => value.replace(/[?#].*$/s, ''))

/** FeedbackContext (issue 17): known keys only, lists of at most 20, strings of at most 500 characters. */
const feedbackContext = Joi.object({
  browser: contextText(),
  os: contextText(),
  viewport: Joi.string().pattern(/^\d{1,5}x\d{1,5}$/),
  language: contextText(),
  timeZone: contextText(),
  title: contextText(),
  referrer: contextText(),
  console: Joi.array()
    .max(CONTEXT_LIMITS.console)
    .items(
      Joi.object({
        level: Joi.string().valid('error', 'warn').required(),
        message: contextText().required(),
        at: Joi.string().isoDate().required(),
      }),
    ),
  network: Joi.array()
    .max(CONTEXT_LIMITS.network)
    .items(
      Joi.object({
        method: Joi.string()
          .pattern(/^[A-Za-z]{1,20}$/)
          .required(),
        url: failedUrl.required(),
        status: Joi.number().strict().integer().min(0).max(999).required(),
      }),
    ),
})

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
  notifyEmail: Joi.string().trim().max(320).email({ tlds: false }).empty('').allow(null),
  screenshot,
  context: feedbackContext.allow(null),
})
  .required()
  .label('FeedbackInput')

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

/** With pageUrl: the pins of a page, nothing else. Without: a page of the list and its filters. */
export const feedbackListQuery = Joi.object({
  pageUrl: Joi.string().min(1).max(FEEDBACK_LIMITS.pageUrl),
  status,
  priority,
  q: searchText,
  since: sinceDate,
  limit: Joi.number().integer().min(1).max(PAGE_SIZE.max),
  cursor,
}).without('pageUrl', ['status', 'priority', 'q', 'since', 'limit', 'cursor'])

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
}).label('FeedbackSummary')

export const feedbackUpdate = Joi.object({
  status,
  priority,
  // Staff's note to the reporter, given with a status change (DECISIONS.md §6, docs/API.md).
  note: Joi.string().trim().max(RESOLUTION_NOTE_MAX).empty('').allow(null),
})
  .min(1)
  .with('note', 'status')
  .required()
  .label('FeedbackUpdate')

export const exportParams = Joi.object({ format: Joi.string().valid('json', 'markdown').required() })

export const exportQuery = Joi.object({ status, priority, since: sinceDate })

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
  elementBounds: Joi.string().allow(null).required(),
  createdAt: isoDateString.required(),
  resolutionNote: Joi.string().allow(null),
  statusChangedAt: isoDateString,
  screenshotUrl: Joi.string()
    .pattern(/^\/api\/feedback\/\d+\/screenshot$/)
    .allow(null)
    .required(),
  // The input's own schema: what is stored is what was accepted.
  context: feedbackContext.allow(null).required(),
}).label('Feedback')
