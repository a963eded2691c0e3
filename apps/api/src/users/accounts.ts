import Boom from '@hapi/boom'
import {
  INTERNAL_ROLES,
  type EndedSessions,
  type Role,
  type User as ApiUser,
  type UserUpdate,
} from '@ledgerline/contracts'
import { auditService, type AuditActor } from '../audit/service.js'
import { announceRevocation } from '../auth/revocations.js'
import { revokeUserSessions } from '../auth/sessions.js'
import { isPostgres, type Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import { User } from '../models/User.js'
import { invitedUserIds } from './invitations.js'

const isInternal = (role: Role | null) => role !== null && (INTERNAL_ROLES as readonly string[]).includes(role)

/** A user by id or e-mail (the CLI takes either); 404 when there is none. */
async function find(db: Db, ref: number | string): Promise<User> {
  const user =
    typeof ref === 'number' || /^\d+$/.test(ref)
      ? await User.query(db).findById(Number(ref))
      : await User.query(db).findOne({ email: ref.trim().toLowerCase() })
  if (!user) throw Boom.notFound(`No user ${ref}`)
  return user
}

/**
 * Changes a user's role or active flag (admins only, DECISIONS.md §4). The last active admin can neither
 * lose the role nor be deactivated, and nobody deactivates themselves; a client stays a client and an
 * internal user internal (a client account belongs to a client record). Deactivation ends every session,
 * so it takes effect on the user's next request.
 */
async function update(db: Db, actor: AuditActor, ref: number | string, change: UserUpdate): Promise<ApiUser> {
  return db.transaction(async (trx) => {
    const target = await find(trx, ref)
    if (change.active === false && actor.id === target.id) throw Boom.conflict('You cannot deactivate your own account')
    if (change.role !== undefined && change.role !== target.role && isInternal(change.role) !== isInternal(target.role))
      throw Boom.conflict('A client account stays a client, and an internal account stays internal')
    const losesAdmin =
      target.role === 'admin' &&
      target.isActive &&
      ((change.role !== undefined && change.role !== 'admin') || change.active === false)
    if (losesAdmin) {
      // Locked on PostgreSQL, so two admins demoting each other at once cannot both succeed.
      const admins = trx('users').select('id').where({ role: 'admin', isActive: true }).whereNot('id', target.id)
      const others = await (isPostgres(trx) ? admins.forUpdate() : admins)
      if (others.length === 0) throw Boom.conflict('The last active admin cannot lose the admin role or be deactivated')
    }
    const patch: Partial<Pick<User, 'role' | 'isActive' | 'updatedAt'>> = { updatedAt: now() }
    if (change.role !== undefined) patch.role = change.role
    if (change.active !== undefined) patch.isActive = change.active
    await User.query(trx).patch(patch).where({ id: target.id })
    if (change.active === false) await revokeUserSessions(trx, target.id)
    await announceRevocation(trx)
    const subject = { type: 'user', id: target.id, label: target.email }
    if (change.role !== undefined && change.role !== target.role)
      await auditService.record(trx, actor, {
        action: 'user.role_changed',
        target: subject,
        details: { from: target.role, to: change.role },
      })
    if (change.active !== undefined && change.active !== target.isActive)
      await auditService.record(trx, actor, {
        action: change.active ? 'user.activated' : 'user.deactivated',
        target: subject,
      })
    const invited = await invitedUserIds(trx, [target.id])
    return (await User.query(trx).findById(target.id))!.toApi(invited.has(target.id))
  })
}

/** Ends every session of a user, on every instance (sessions live in the database). */
async function endSessions(db: Db, actor: AuditActor, ref: number | string): Promise<EndedSessions> {
  return db.transaction(async (trx) => {
    const target = await find(trx, ref)
    const ended = await revokeUserSessions(trx, target.id)
    await announceRevocation(trx)
    await auditService.record(trx, actor, {
      action: 'user.sessions_ended',
      target: { type: 'user', id: target.id, label: target.email },
      details: { ended },
    })
    return { ended }
  })
}

async function get(db: Db, ref: number | string): Promise<ApiUser> {
  const user = await find(db, ref)
  return user.toApi((await invitedUserIds(db, [user.id])).has(user.id))
}

/** Turns a user's second factor off (a lost phone and lost recovery codes): they set it up again at next sign-in. */
async function resetMfa(db: Db, actor: AuditActor, ref: number | string): Promise<ApiUser> {
  return db.transaction(async (trx) => {
    const target = await find(trx, ref)
    await User.query(trx)
      .patch({ mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null, mfaLastStep: null, updatedAt: now() })
      .where({ id: target.id })
    await trx('mfaRecoveryCodes').where({ userId: target.id }).delete()
    await auditService.record(trx, actor, {
      action: 'user.mfa_disabled',
      target: { type: 'user', id: target.id, label: target.email },
      details: { wasEnabled: Boolean(target.mfaSecret) },
    })
    const invited = await invitedUserIds(trx, [target.id])
    return (await User.query(trx).findById(target.id))!.toApi(invited.has(target.id))
  })
}

export const userAccounts = { find, get, update, endSessions, resetMfa }
