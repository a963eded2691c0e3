import Joi from 'joi'
import { named } from './named.js'

/** Joi pieces shared by several domains' routes. */

/** A row id: a positive 32-bit integer (PostgreSQL's integer). */
export const rowId = Joi.number().integer().min(1).max(2_147_483_647)

/** A row id in a path. */
export const idParams = named('IdParams', Joi.object({ id: rowId.required() }))

export const countSchema = named(
  'Count',
  Joi.object({ count: Joi.number().integer().min(0).required() }).label('Count'),
)

/** Dates travel as ISO 8601 strings. */
export const isoDateString = Joi.string().isoDate()

/** A free-text search box. */
export const searchText = Joi.string().trim().max(200).allow('')

/** A call that takes no body: nothing, or an empty JSON object. */
export const emptyPayload = Joi.object({}).allow(null)

/** A call that takes no query parameters (checked synchronously, as every input: the API's platform/validation.ts). */
export const noQuery = Joi.object({})

/** Boom's error body. */
export const errorBodySchema = named(
  'ErrorBody',
  Joi.object({
    statusCode: Joi.number().integer().required(),
    error: Joi.string().required(),
    message: Joi.string().required(),
  }),
)
