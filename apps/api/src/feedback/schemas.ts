import Joi from 'joi'
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_SUBCATEGORIES,
  RESOLUTION_NOTE_MAX,
} from '@ledgerline/sdk/types'
import { isoDateString, searchText } from '../models/api-schemas.js'

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

/** elementBounds is JSON text of {x, y, width, height}: parsed, checked, and stored re-serialised. */
const elementBounds = Joi.string()
  .max(500)
  .custom((text: string, helpers) => {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return helpers.message({ custom: '"elementBounds" must be JSON text of {x, y, width, height}' })
    }
    // Own keys are checked first: joi passes over a parsed "__proto__" key.
    const keys = value !== null && typeof value === 'object' ? Object.getOwnPropertyNames(value) : []
    if (keys.some((key) => !BOUNDS_KEYS.includes(key))) {
      return helpers.message({ custom: '"elementBounds" must hold only x, y, width and height' })
    }
    const { error, value: bounds } = boundsShape.validate(value)
    if (error)
      return helpers.message({ custom: `"elementBounds" must be JSON text of {x, y, width, height}: ${error.message}` })
    return JSON.stringify({ x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height })
  })
  .allow(null)

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

export const feedbackInput = Joi.object({
  message: Joi.string().trim().min(1).max(FEEDBACK_LIMITS.message).required(),
  category: category.required(),
  subcategory,
  priority: priority.default('normal'),
  pageUrl: Joi.string().trim().min(1).max(FEEDBACK_LIMITS.pageUrl).required(),
  reporterName: Joi.string().trim().max(FEEDBACK_LIMITS.reporterName).empty('').allow(null),
  elementText: Joi.string().max(FEEDBACK_LIMITS.elementText).empty('').allow(null),
  elementSelector: Joi.string().max(FEEDBACK_LIMITS.elementSelector).empty('').allow(null),
  positionX: position,
  positionY: position,
  elementBounds,
  // A site visitor's address to be told of a lock or resolve (kept only for site-key submissions).
  notifyEmail: Joi.string().trim().max(320).email({ tlds: false }).empty('').allow(null),
})
  .required()
  .label('FeedbackInput')

export const feedbackListQuery = Joi.object({
  pageUrl: Joi.string().min(1).max(FEEDBACK_LIMITS.pageUrl),
  status,
  priority,
  q: searchText,
}).without('pageUrl', ['status', 'priority', 'q'])

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

export const exportQuery = Joi.object({ status, priority, since: Joi.date().iso() })

export const feedbackSchema = Joi.object({
  id: Joi.number().integer().required(),
  message: Joi.string().required(),
  reporterName: Joi.string().required(),
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
}).label('Feedback')
