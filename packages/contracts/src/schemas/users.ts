import Joi from 'joi'
import { ROLES, USER_STATUSES } from '../constants.js'
import { currentUserSchema, email } from './auth.js'
import { isoDateString, rowId } from './common.js'
import { named } from './named.js'

/** A user as GET /api/users shows it: unknown keys (a hash, a secret) fail response validation. */
export const userSchema = named(
  'User',
  currentUserSchema
    .keys({
      active: Joi.boolean().required().description('A deactivated user cannot sign in; their sessions end.'),
      status: Joi.string()
        .valid(...USER_STATUSES)
        .required()
        .description('inactive: deactivated; invited: has not set a password from the invitation yet.'),
      mfaEnabled: Joi.boolean().required().description('Signs in with an authenticator app code.'),
      createdAt: isoDateString.required(),
    })
    .label('User')
    .description('GET /api/users: never carries a password hash or any secret.'),
)

/** PATCH /api/users/{id}: a role, an active flag, or both. */
export const updateUserPayload = named(
  'UserUpdate',
  Joi.object({
    role: Joi.string().valid(...ROLES),
    active: Joi.boolean(),
  })
    .or('role', 'active')
    .label('UserUpdate')
    .description('PATCH /api/users/{id} (admins only).'),
)

export const endSessionsSchema = named(
  'EndedSessions',
  Joi.object({ ended: Joi.number().integer().min(0).required() })
    .label('EndedSessions')
    .description('DELETE /api/users/{id}/sessions'),
)

/** A single-use link's token (invitation, reset), sent in a body so it stays out of logs. */
export const linkToken = Joi.string().trim().min(20).max(200).required()

export const linkTokenPayload = named('LinkTokenInput', Joi.object({ token: linkToken }))

export const setPasswordPayload = named(
  'SetPasswordInput',
  Joi.object({
    token: linkToken,
    // The policy (length, common passwords) answers its own 400s; here only what any password needs.
    password: Joi.string().max(1024).required(),
  }),
)

export const accountLinkInfoSchema = named(
  'AccountLinkInfo',
  Joi.object({
    email: Joi.string().required(),
    firstName: Joi.string().allow(null, '').required(),
    lastName: Joi.string().allow(null, '').required(),
    expiresAt: isoDateString.required(),
  })
    .label('AccountLinkInfo')
    .description('POST /api/invitations/check and /api/auth/password-reset/check: whom a link is for.'),
)

/** Who a new account is for, whether an admin creates it with a password (the CLI) or invites the person. */
export const personFields = {
  email: email.required(),
  firstName: Joi.string().trim().min(1).max(100).required(),
  lastName: Joi.string().trim().min(1).max(100).required(),
  role: Joi.string()
    .valid(...ROLES)
    .required(),
}

export const invitationPayload = named(
  'InvitationInput',
  Joi.object({
    ...personFields,
    clientId: rowId.when('role', {
      is: 'client',
      then: Joi.required().messages({ 'any.required': '"clientId" is required when inviting a client' }),
      otherwise: Joi.forbidden().messages({ 'any.unknown': '"clientId" is only for client invitations' }),
    }),
  })
    .label('Invitation')
    .description('POST /api/users/invitations (admins only). A client invitation names its client record.'),
)
