import Boom from '@hapi/boom'
import { INTERNAL_ROLES, type CurrentUser, type LoginInput, type Portal, type Role } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import { User } from '../models/User.js'
import type { Config } from '../platform/config.js'
import { decoyHash, verifyPassword } from './passwords.js'
import { createSession } from './sessions.js'
import { clear, consume, refund } from './throttle.js'

/** Passwords the demo staff-domain rule accepts (SPEC.md §5, DECISIONS.md §3). */
export const STAFF_DOMAIN_PASSWORDS = ['demo1234', 'staff1234']

export interface RequestMeta {
  ip: string
  userAgent?: string
}

const INVALID = 'Invalid credentials'
const TOO_MANY = 'Too many failed attempts. Try again later.'
const isInternal = (role: Role | null) => role !== null && (INTERNAL_ROLES as readonly string[]).includes(role)

let decoy: Promise<string> | undefined

/** May this account use this portal? The client portal takes client accounts, the staff portal internal ones. */
function portalAdmits(portal: Portal, role: Role | null): boolean {
  if (role === null) return true
  return portal === 'client' ? role === 'client' : isInternal(role)
}

function staffDomainOf(email: string, config: Config): boolean {
  return email.endsWith(`@${config.staffEmailDomain}`) && email.length > config.staffEmailDomain.length + 1
}

async function checkCredentials(db: Db, config: Config, input: LoginInput): Promise<User | undefined> {
  const user = await User.query(db).findOne({ email: input.email })
  if (user?.passwordHash) {
    const ok = await verifyPassword(input.password, user.passwordHash)
    return ok && user.isActive && portalAdmits(input.portal, user.role) ? user : undefined
  }
  // The demo staff-domain rule: any address of the firm's domain with a demo password, created on first login.
  if (
    config.demoMode &&
    input.portal === 'staff' &&
    staffDomainOf(input.email, config) &&
    STAFF_DOMAIN_PASSWORDS.includes(input.password)
  ) {
    if (user) return user.isActive && portalAdmits('staff', user.role) ? user : undefined
    const at = now()
    return User.query(db).insertAndFetch({
      email: input.email,
      username: input.email,
      passwordHash: null,
      role: 'staff',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      vipStatus: false,
      isActive: true,
      createdAt: at,
      updatedAt: at,
    })
  }
  // Unknown account: spend what a real check costs, so timing tells nothing.
  decoy ??= decoyHash(config.scryptCost)
  await verifyPassword(input.password, await decoy)
  return undefined
}

export const authService = {
  /**
   * Checks credentials on the server and opens a session. Every failure is the same 401;
   * repeated failures per account and per address are throttled (429).
   */
  async login(
    db: Db,
    config: Config,
    input: LoginInput,
    meta: RequestMeta,
  ): Promise<{ user: CurrentUser; sid: string }> {
    const email = input.email.trim().toLowerCase()
    const accountKey = `login-account:${email}`
    const addressKey = `login-address:${meta.ip}`
    const { windowMs, maxPerAccount, maxPerAddress } = config.throttle
    // Counted before the slow check, so parallel attempts cannot all be judged (issue 13 item 2).
    await consume(
      db,
      [
        { key: accountKey, max: maxPerAccount, windowMs },
        { key: addressKey, max: maxPerAddress, windowMs },
      ],
      TOO_MANY,
    )
    const user = await checkCredentials(db, config, { ...input, email })
    if (!user) throw Boom.unauthorized(INVALID)
    // Only failures count: a success forgets the account's and gives the address its attempt back.
    await clear(db, accountKey)
    await refund(db, addressKey)
    const sid = await createSession(db, user.id, meta)
    return { user: user.toCurrentUser(), sid }
  },

  async currentUser(db: Db, userId: number): Promise<CurrentUser> {
    const user = await User.query(db).findById(userId)
    if (!user) throw Boom.unauthorized()
    return user.toCurrentUser()
  },

  /** Demo mode only: the server records the role the person picked. */
  async setDemoRole(db: Db, config: Config, userId: number, role: Role): Promise<{ role: Role }> {
    if (!config.demoMode) throw Boom.forbidden('Demo mode is off: roles are assigned by administrators')
    await User.query(db).patch({ role, updatedAt: now() }).where({ id: userId })
    return { role }
  },

  /** Domain gate: throttled per address like sign-in, counted before it is judged. */
  async checkGate(db: Db, config: Config, ok: boolean, meta: RequestMeta): Promise<void> {
    const key = `gate-address:${meta.ip}`
    await consume(db, [{ key, max: config.throttle.maxPerAddress, windowMs: config.throttle.windowMs }], TOO_MANY)
    if (!ok) throw Boom.unauthorized(INVALID)
    await refund(db, key)
  },
}
