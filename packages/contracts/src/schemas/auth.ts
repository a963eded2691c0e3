import Joi from 'joi'
import { PORTALS, ROLES } from '../constants.js'
import { named } from './named.js'

export const email = Joi.string().trim().lowercase().email({ tlds: false }).max(320)

const role = Joi.string().valid(...ROLES)
const portal = Joi.string().valid(...PORTALS)

/** GET /api/auth/user */
export const currentUserSchema = named(
  'CurrentUser',
  Joi.object({
    id: Joi.number().integer().required(),
    role: role.allow(null).required(),
    firstName: Joi.string().allow(null, '').required(),
    lastName: Joi.string().allow(null, '').required(),
    email: Joi.string().required(),
    username: Joi.string().required(),
    profileImageUrl: Joi.string().allow(null).required(),
    vipStatus: Joi.boolean().required(),
  }).label('CurrentUser'),
)

export const loginPayload = named(
  'LoginInput',
  Joi.object({
    email: email.required(),
    password: Joi.string().min(1).max(1024).required(),
    portal: portal.required(),
  }),
)

/** POST /api/auth/login answers this (202) instead of the user when a second factor is due: no session yet. */
export const secondFactorSchema = named(
  'SecondFactorRequired',
  Joi.object({
    mfaRequired: Joi.boolean().valid(true).required(),
    enrol: Joi.boolean()
      .required()
      .description('The account must set up an authenticator app first (internal roles when REQUIRE_MFA is on).'),
  }).label('SecondFactorRequired'),
)

export const domainAuthPayload = named(
  'DomainAuthInput',
  Joi.object({
    username: Joi.string().min(1).max(200).required(),
    password: Joi.string().min(1).max(1024).required(),
  }),
)

export const setDemoRolePayload = named('SetDemoRoleInput', Joi.object({ role: role.required() }))

export const setDemoRoleSchema = named('SetDemoRoleResponse', Joi.object({ role: role.required() }))

/** GET /api/auth/settings: read before sign-in. */
export const authSettingsSchema = named(
  'AuthSettings',
  Joi.object({
    demoMode: Joi.boolean().required(),
    requireMfa: Joi.boolean().required(),
  }).label('AuthSettings'),
)

/** A code from the authenticator app (six digits) or a recovery code (xxxxx-xxxxx). */
export const mfaCodePayload = named('MfaCodeInput', Joi.object({ code: Joi.string().trim().min(6).max(20).required() }))

export const mfaEnrolmentSchema = named(
  'MfaEnrolment',
  Joi.object({
    secret: Joi.string().required(),
    otpauthUrl: Joi.string().required(),
    qrCodeSvg: Joi.string().required().description('An SVG QR code of otpauthUrl.'),
  }).label('MfaEnrolment'),
)

export const mfaEnrolledSchema = named(
  'MfaEnrolled',
  Joi.object({
    recoveryCodes: Joi.array()
      .items(Joi.string())
      .length(10)
      .required()
      .description('Shown once: 10 single-use codes for when the phone is lost.'),
    user: currentUserSchema.required(),
  }).label('MfaEnrolled'),
)

export const mfaStatusSchema = named(
  'MfaStatus',
  Joi.object({
    enabled: Joi.boolean().required(),
    required: Joi.boolean().required(),
    recoveryCodesLeft: Joi.number().integer().min(0).required(),
  }).label('MfaStatus'),
)

export const passwordResetPayload = named(
  'PasswordResetInput',
  Joi.object({ email: email.required(), portal: portal.required() }),
)

export const passwordResetRequestedSchema = named(
  'PasswordResetRequested',
  Joi.object({ message: Joi.string().required() }).label('PasswordResetRequested'),
)
