import Joi from 'joi'
import { ROLES } from '@ledgerline/sdk/types'
import { currentUserSchema } from '../auth/schemas.js'
import { isoDateString } from '../models/api-schemas.js'

/** A user as GET /api/users shows it: unknown keys (a hash, a secret) fail response validation. */
export const userSchema = currentUserSchema
  .keys({ active: Joi.boolean().required(), createdAt: isoDateString.required() })
  .label('User')

/** PATCH /api/users/{id}: a role, an active flag, or both. */
export const updateUserPayload = Joi.object({
  role: Joi.string().valid(...ROLES),
  active: Joi.boolean(),
})
  .or('role', 'active')
  .label('UserUpdate')

export const endSessionsSchema = Joi.object({ ended: Joi.number().integer().min(0).required() }).label('EndedSessions')
