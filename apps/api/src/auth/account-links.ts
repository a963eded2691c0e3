import { createHash, randomBytes } from 'node:crypto'
import Boom from '@hapi/boom'
import type { Knex } from 'knex'
import type { AccountLinkInfo } from '@ledgerline/contracts'
import type { AuditActor } from '../audit/service.js'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import { User } from '../models/User.js'
import type { Config } from '../platform/config.js'
import { assertAcceptablePassword } from './password-policy.js'
import { hashPassword } from './passwords.js'

type Executor = Knex | Knex.Transaction

export type LinkPurpose = 'invitation' | 'reset'

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  invitation: 72 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
}

const NAMES: Record<LinkPurpose, string> = { invitation: 'invitation link', reset: 'password reset link' }

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface LinkRow {
  id: number
  userId: number
  purpose: LinkPurpose
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

const iso = (value: string | Date | null) => (value instanceof Date ? value.toISOString() : value)

/**
 * Issues a link: 256 random bits, of which only the hash is stored. Earlier unused links of the same
 * purpose for this user stop working, so only the newest e-mail counts.
 */
export async function issueLink(db: Executor, userId: number, purpose: LinkPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const at = new Date()
  await db('accountLinks').where({ userId, purpose }).whereNull('usedAt').update({ usedAt: at.toISOString() })
  await db('accountLinks').insert({
    userId,
    purpose,
    tokenHash: hashLinkToken(token),
    createdAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
    usedAt: null,
  })
  return token
}

/** The link a token names, if it is still good; else a 404 (unknown) or 410 (used, expired) that says so. */
export async function openLink(db: Executor, token: string, purpose: LinkPurpose): Promise<LinkRow> {
  const row: LinkRow | undefined = await db('accountLinks')
    .where({ tokenHash: hashLinkToken(token), purpose })
    .first('id', 'userId', 'purpose', 'createdAt', 'expiresAt', 'usedAt')
  if (!row) throw Boom.notFound(`This ${NAMES[purpose]} is not valid. Check that you copied the whole link.`)
  if (row.usedAt) throw Boom.resourceGone(`This ${NAMES[purpose]} has already been used.`)
  if (Date.parse(iso(row.expiresAt)!) <= Date.now()) throw Boom.resourceGone(`This ${NAMES[purpose]} has expired.`)
  return { ...row, createdAt: iso(row.createdAt)!, expiresAt: iso(row.expiresAt)! }
}

/**
 * Uses a link up, atomically: of two requests with the same token, one wins and the other is told the
 * link was used. Answers the user it belongs to.
 */
export async function consumeLink(db: Executor, token: string, purpose: LinkPurpose): Promise<LinkRow> {
  const link = await openLink(db, token, purpose)
  const at = now()
  const taken = await db('accountLinks')
    .update({ usedAt: at })
    .where({ id: link.id })
    .whereNull('usedAt')
    .where('expiresAt', '>', at)
  if (taken !== 1) throw Boom.resourceGone(`This ${NAMES[purpose]} has already been used.`)
  return { ...link, usedAt: at }
}

/** The active account a link is for; 404 (unknown) or 410 (used, expired, or the account deactivated) says why not. */
async function linkedUser(db: Db, token: string, purpose: LinkPurpose, gone: string) {
  const link = await openLink(db, token, purpose)
  const user = await User.query(db).findById(link.userId)
  if (!user || !user.isActive) throw Boom.resourceGone(gone)
  return { link, user }
}

/** Whom a link is for, so the screen can greet them. */
export async function describeLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  gone: string,
): Promise<AccountLinkInfo> {
  const { link, user } = await linkedUser(db, token, purpose, gone)
  return { email: user.email, firstName: user.firstName, lastName: user.lastName, expiresAt: link.expiresAt }
}

/**
 * Sets the account's password from a link under the password policy; in one transaction the link stops working,
 * the password is stored and `after` runs (ending sessions, auditing).
 */
export async function setPasswordFromLink(
  db: Db,
  scryptCost: number,
  link: { token: string; purpose: LinkPurpose; gone: string },
  password: string,
  after: (trx: Knex.Transaction, user: User) => Promise<void>,
): Promise<void> {
  const { user } = await linkedUser(db, link.token, link.purpose, link.gone)
  assertAcceptablePassword(password, user.email)
  const passwordHash = await hashPassword(password, scryptCost)
  await db.transaction(async (trx) => {
    await consumeLink(trx, link.token, link.purpose)
    await User.query(trx).patch({ passwordHash, updatedAt: now() }).where({ id: user.id })
    await after(trx, user)
  })
}

/** Who used a link, for the audit trail (the account itself, once the link proves it). */
export type LinkUserMeta = Pick<AuditActor, 'ip' | 'userAgent'>

/** What the screens of an e-mailed link call: whom it is for, and setting the password with it. */
export interface AccountLinkFlow {
  check: (db: Db, token: string) => Promise<AccountLinkInfo>
  setPassword: (
    db: Db,
    config: Pick<Config, 'scryptCost'>,
    token: string,
    password: string,
    meta: LinkUserMeta,
  ) => Promise<void>
}

/**
 * One kind of e-mailed link (an invitation, a password reset): `gone` is what a deactivated account's link answers,
 * and `after` runs in the transaction that sets the password (auditing, ending sessions).
 */
export function accountLinkFlow(
  purpose: LinkPurpose,
  gone: string,
  after: (trx: Knex.Transaction, user: User, meta: LinkUserMeta) => Promise<void>,
): AccountLinkFlow {
  return {
    check: (db, token) => describeLink(db, token, purpose, gone),
    setPassword: (db, config, token, password, meta) =>
      setPasswordFromLink(db, config.scryptCost, { token, purpose, gone }, password, (trx, user) =>
        after(trx, user, meta),
      ),
  }
}
