import { createHash, randomBytes, randomInt } from 'node:crypto'
import Boom from '@hapi/boom'
import { INTERNAL_ROLES, type CurrentUser, type Portal } from '@ledgerline/contracts'
import { auditService, type AuditActor } from '../audit/service.js'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import { User } from '../models/User.js'
import type { Config } from '../platform/config.js'
import { createSession } from './sessions.js'
import { clear, consume, refund } from './throttle.js'

export const MFA_COOKIE = 'll_mfa'
/** How long a sign-in may wait for its code after the password. */
export const MFA_CHALLENGE_MS = 10 * 60 * 1000
export const RECOVERY_CODE_COUNT = 10
/** One 30-second step either side, for clocks that drift. */
const EPOCH_TOLERANCE_S = 30

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const isInternal = (role: string | null) => (INTERNAL_ROLES as readonly string[]).includes(role ?? '')
const INVALID_CODE = 'Invalid code'

// Loaded on first use: only sign-ins with a second factor and enrolments need them, not an idle server.
const otp = () => import('otplib')

/** What a sign-in still needs after the password: nothing, a code, or enrolment first. */
export type SecondFactorStep = 'none' | 'code' | 'enrol'

export function secondFactorStep(config: Config, user: Pick<User, 'role' | 'mfaSecret'>): SecondFactorStep {
  if (user.mfaSecret) return 'code'
  return config.requireMfa && isInternal(user.role) ? 'enrol' : 'none'
}

/** Recovery codes: 10 groups of `xxxxx-xxxxx` from an alphabet without look-alikes (~50 bits each). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
function newRecoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${part()}-${part()}`
}
const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '')

/** Starts the code step of a sign-in; answers the id for the ll_mfa cookie (only its hash is stored). */
async function startChallenge(db: Db, userId: number, portal: Portal): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await db('mfaChallenges').where('expiresAt', '<', now()).delete()
  await db('mfaChallenges').insert({
    id: sha256(id),
    userId,
    portal,
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_MS).toISOString(),
  })
  return id
}

/** The user a live challenge is for; 401 when it is missing, expired or was used. */
async function challengeUser(db: Db, challenge: string | undefined): Promise<User> {
  if (!challenge || challenge.length > 100) throw Boom.unauthorized('Sign in with your password first')
  const row = await db('mfaChallenges')
    .where({ id: sha256(challenge) })
    .first()
  if (!row || Date.parse(new Date(row.expiresAt).toISOString()) <= Date.now())
    throw Boom.unauthorized('Sign in with your password first')
  const user = await User.query(db).findById(row.userId)
  if (!user || !user.isActive) throw Boom.unauthorized('Sign in with your password first')
  return user
}

/** Accepts a TOTP code once: the time step it matched must be newer than the last one used. */
async function acceptTotp(db: Db, user: User, secret: string, code: string): Promise<boolean> {
  const last = user.mfaLastStep === null ? undefined : Number(user.mfaLastStep)
  const { verify } = await otp()
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_S,
    ...(last !== undefined ? { afterTimeStep: last } : {}),
  }).catch(() => ({ valid: false as const }))
  if (!result.valid || !('timeStep' in result)) return false
  const step = result.timeStep
  // Conditional, so two requests with the same code cannot both pass.
  const taken = await db('users')
    .update({ mfaLastStep: step })
    .where({ id: user.id })
    .where((q) => {
      q.whereNull('mfaLastStep').orWhere('mfaLastStep', '<', step)
    })
  return taken === 1
}

async function acceptRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db('mfaRecoveryCodes')
    .update({ usedAt: now() })
    .where({ userId, codeHash: sha256(normalizeRecoveryCode(code)) })
    .whereNull('usedAt')
  return used === 1
}

/**
 * The code step of a sign-in, throttled like the password step (per account and per address): a TOTP
 * code, or one of the recovery codes. Success ends the challenge and opens the session.
 */
async function verifySignIn(
  db: Db,
  config: Config,
  challenge: string | undefined,
  code: string,
  actor: Pick<AuditActor, 'ip' | 'userAgent'>,
): Promise<{ user: CurrentUser; sid: string }> {
  const user = await challengeUser(db, challenge)
  if (!user.mfaSecret) throw Boom.conflict('Set up your authenticator app first')
  const accountKey = `mfa-account:${user.id}`
  const addressKey = `mfa-address:${actor.ip ?? 'unknown'}`
  const { windowMs, maxPerAccount, maxPerAddress } = config.throttle
  // Counted before the code is judged, atomically, as the password step is (issue 13 item 2).
  await consume(
    db,
    [
      { key: accountKey, max: maxPerAccount, windowMs },
      { key: addressKey, max: maxPerAddress, windowMs },
    ],
    'Too many attempts. Please try again later.',
  )
  const who = { ...actor, id: user.id, label: user.email }
  const isTotp = /^\d{6}$/.test(code.trim())
  const ok = isTotp
    ? await acceptTotp(db, user, user.mfaSecret, code.trim())
    : await acceptRecoveryCode(db, user.id, code)
  if (!ok) {
    await auditService.record(db, who, { action: 'auth.mfa_failed' })
    throw Boom.unauthorized(INVALID_CODE)
  }
  // Only failures count: a success forgets the account's and gives the address its attempt back.
  await clear(db, accountKey)
  await refund(db, addressKey)
  await endChallenge(db, challenge!)
  const sid = await createSession(db, user.id, { ip: actor.ip ?? undefined, userAgent: actor.userAgent ?? undefined })
  await auditService.record(db, who, { action: isTotp ? 'auth.mfa_used' : 'auth.recovery_code_used' })
  await auditService.record(db, who, { action: 'auth.login', details: { secondFactor: true } })
  return { user: user.toCurrentUser(), sid }
}

export interface Enrolment {
  secret: string
  otpauthUrl: string
  /** The otpauth URL as an SVG QR code, for an <img> (data: URL) on the enrolment screen. */
  qrCodeSvg: string
}

/** Starts enrolment: a new secret, pending until a code from the app confirms it. */
async function startEnrolment(db: Db, config: Config, user: User): Promise<Enrolment> {
  if (user.mfaSecret) throw Boom.conflict('Two-step sign-in is already set up for this account')
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([otp(), import('qrcode')])
  const secret = generateSecret()
  await User.query(db).patch({ mfaPendingSecret: secret }).where({ id: user.id })
  const otpauthUrl = generateURI({ issuer: config.firm.name, label: user.email, secret })
  const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, otpauthUrl, qrCodeSvg }
}

/** Confirms enrolment with a first code; answers the 10 recovery codes, shown once (only hashes are kept). */
async function confirmEnrolment(
  db: Db,
  user: User,
  code: string,
  actor: Pick<AuditActor, 'ip' | 'userAgent'>,
): Promise<string[]> {
  if (user.mfaSecret) throw Boom.conflict('Two-step sign-in is already set up for this account')
  if (!user.mfaPendingSecret) throw Boom.conflict('Start the set-up first')
  if (!/^\d{6}$/.test(code.trim()) || !(await acceptTotp(db, user, user.mfaPendingSecret, code.trim())))
    throw Boom.badRequest('That code does not match: check the time on your phone and try the next code')
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await db.transaction(async (trx) => {
    await User.query(trx)
      .patch({ mfaSecret: user.mfaPendingSecret, mfaPendingSecret: null, mfaEnabledAt: now() })
      .where({ id: user.id })
    await trx('mfaRecoveryCodes').where({ userId: user.id }).delete()
    await trx('mfaRecoveryCodes').insert(
      codes.map((c) => ({ userId: user.id, codeHash: sha256(normalizeRecoveryCode(c)), usedAt: null })),
    )
    await auditService.record(trx, { ...actor, id: user.id, label: user.email }, { action: 'user.mfa_enrolled' })
  })
  return codes
}

async function status(db: Db, config: Config, userId: number) {
  const user = await User.query(db).findById(userId)
  if (!user) throw Boom.unauthorized()
  const left = await db('mfaRecoveryCodes').where({ userId }).whereNull('usedAt').count({ n: '*' }).first()
  return {
    enabled: Boolean(user.mfaSecret),
    required: config.requireMfa && isInternal(user.role),
    recoveryCodesLeft: Number(left?.n ?? 0),
  }
}

async function endChallenge(db: Db, challenge: string): Promise<void> {
  await db('mfaChallenges')
    .where({ id: sha256(challenge) })
    .delete()
}

export const mfaService = {
  startChallenge,
  endChallenge,
  challengeUser,
  verifySignIn,
  startEnrolment,
  confirmEnrolment,
  status,
}
