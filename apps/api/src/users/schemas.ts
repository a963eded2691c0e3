import Joi from 'joi'
import { ROLES, USER_STATUSES } from '@ledgerline/sdk/types'
import { currentUserSchema } from '../auth/schemas.js'
import { isoDateString } from '../models/api-schemas.js'

/** A user as GET /api/users shows it: unknown keys (a hash, a secret) fail response validation. */
export const userSchema = currentUserSchema
  .keys({
    active: Joi.boolean().required(),
    status: Joi.string()
      .valid(...USER_STATUSES)
      .required(),
    mfaEnabled: Joi.boolean().required(),
    createdAt: isoDateString.required(),
  })
  .label('User')

/** PATCH /api/users/{id}: a role, an active flag, or both. */
export const updateUserPayload = Joi.object({
  role: Joi.string().valid(...ROLES),
  active: Joi.boolean(),
})
  .or('role', 'active')
  .label('UserUpdate')

export const endSessionsSchema = Joi.object({ ended: Joi.number().integer().min(0).required() }).label('EndedSessions')

/** A single-use link's token (invitation, reset), sent in a body so it stays out of logs. */
export const linkToken = Joi.string().trim().min(20).max(200).required()

export const linkTokenPayload = Joi.object({ token: linkToken })

export const setPasswordPayload = Joi.object({
  token: linkToken,
  // The policy (length, common passwords) answers its own 400s; here only what any password needs.
  password: Joi.string().max(1024).required(),
})

export const accountLinkInfoSchema = Joi.object({
  email: Joi.string().required(),
  firstName: Joi.string().allow(null, '').required(),
  lastName: Joi.string().allow(null, '').required(),
  expiresAt: isoDateString.required(),
}).label('AccountLinkInfo')
