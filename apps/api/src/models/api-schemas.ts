import Joi from 'joi'

/** Joi pieces shared by several domains' routes. */

/** A row id in a path: a positive 32-bit integer (PostgreSQL's integer). */
export const idParams = Joi.object({ id: Joi.number().integer().min(1).max(2_147_483_647).required() })

export const countSchema = Joi.object({ count: Joi.number().integer().min(0).required() }).label('Count')

export const isoDateString = Joi.string().isoDate()

/** A free-text search box. */
export const searchText = Joi.string().trim().max(200).allow('')

/** A call that takes no body: nothing, or an empty JSON object. */
export const emptyPayload = Joi.object({}).allow(null)

/** A call that takes no query parameters (checked synchronously, as every input: platform/validation.ts). */
export const noQuery = Joi.object({})
