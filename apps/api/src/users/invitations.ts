import Boom from '@hapi/boom'
import type { AccountLinkInfo, InvitationInput, User as ApiUser } from '@ledgerline/contracts'
import { invitationPayload } from '@ledgerline/contracts/schemas'
import { auditService, type AuditActor } from '../audit/service.js'
import { describeLink, issueLink, LINK_LIFETIME_MS, setPasswordFromLink } from '../auth/account-links.js'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import { Client } from '../models/Client.js'
import { User } from '../models/User.js'
import { outboxService } from '../outbox/service.js'
import type { Config } from '../platform/config.js'
import { freeUsername } from './admin.js'

const ROLE_NAMES = { admin: 'an administrator', manager: 'a manager', staff: 'a staff member', client: 'a client' }

/** Ids of users whose invitation still waits for a password (the list's INVITED status). */
export async function invitedUserIds(db: Db, userIds?: number[]): Promise<Set<number>> {
  const query = db('accountLinks')
    .join('users', 'users.id', 'accountLinks.userId')
    .where('accountLinks.purpose', 'invitation')
    .whereNull('users.passwordHash')
    .distinct('accountLinks.userId')
  if (userIds) query.whereIn('accountLinks.userId', userIds)
  return new Set((await query).map((row: { userId: number }) => Number(row.userId)))
}

/** What an invitation needs of the configuration: the firm's name and where links point. */
export type InvitationConfig = { firm: Pick<Config['firm'], 'name'>; mail: Pick<Config['mail'], 'linkBase'> }

function invitationEmail(config: InvitationConfig, user: User, link: string, inviter: string) {
  const hours = LINK_LIFETIME_MS.invitation / 3_600_000
  return {
    to: user.email,
    subject: `You are invited to ${config.firm.name}`,
    text: [
      `Hello ${user.firstName ?? ''},`.replace(' ,', ','),
      '',
      `${inviter} invited you to ${config.firm.name}'s Ledgerline portal as ${ROLE_NAMES[user.role ?? 'staff']}.`,
      `Set your password with this link within ${hours} hours (it works once):`,
      '',
      link,
      '',
      'If you did not expect this invitation, ignore this e-mail.',
    ].join('\n'),
  }
}

/**
 * Invites a person (admins only, issue 19.1): creates the account without a password, links a client
 * account to its client record, and queues an e-mail with a single-use link valid for 72 hours. Inviting
 * again someone who never set a password sends a new link (the old one stops working).
 */
async function invite(
  db: Db,
  config: InvitationConfig,
  actor: AuditActor,
  input: InvitationInput,
): Promise<{ user: ApiUser; link: string }> {
  const { value, error } = invitationPayload.validate(input)
  if (error) throw Boom.badRequest(error.message)
  return db.transaction(async (trx) => {
    let user = await User.query(trx).findOne({ email: value.email })
    if (user && (user.passwordHash || !(await invitedUserIds(trx, [user.id])).has(user.id)))
      throw Boom.conflict(`A user with the e-mail ${value.email} already exists`)
    if (value.clientId !== undefined) {
      const client = await Client.query(trx).findById(value.clientId)
      if (!client) throw Boom.badRequest(`"clientId" ${value.clientId} is not a client record`)
      if (client.userId !== null && client.userId !== user?.id)
        throw Boom.conflict('This client record already has a portal account')
    }
    if (!user) {
      const at = now()
      user = await User.query(trx).insertAndFetch({
        email: value.email,
        username: await freeUsername(trx, value.email),
        passwordHash: null,
        role: value.role,
        firstName: value.firstName,
        lastName: value.lastName,
        profileImageUrl: null,
        vipStatus: false,
        isActive: true,
        createdAt: at,
        updatedAt: at,
      })
    }
    if (value.clientId !== undefined) await Client.query(trx).patch({ userId: user.id }).where({ id: value.clientId })
    const token = await issueLink(trx, user.id, 'invitation')
    const link = `${config.mail.linkBase}/account/invitation#${token}`
    const inviter = actor.id === null ? config.firm.name : actor.label
    await outboxService.enqueueEmail(trx, invitationEmail(config, user, link, inviter))
    await auditService.record(trx, actor, {
      action: 'user.invited',
      target: { type: 'user', id: user.id, label: user.email },
      details: { role: user.role, ...(value.clientId !== undefined ? { clientId: value.clientId } : {}) },
    })
    return { user: user.toApi(true), link }
  })
}

const INVITATION_GONE = 'This invitation link is no longer valid.'

/** Whom an invitation link is for, so the screen can greet them; 404 or 410 says why it is not usable. */
async function check(db: Db, token: string): Promise<AccountLinkInfo> {
  return describeLink(db, token, 'invitation', INVITATION_GONE)
}

/** Sets the invitee's password from the link, which then stops working. */
async function accept(
  db: Db,
  config: Config,
  token: string,
  password: string,
  meta: Pick<AuditActor, 'ip' | 'userAgent'>,
): Promise<void> {
  const link = { token, purpose: 'invitation' as const, gone: INVITATION_GONE }
  await setPasswordFromLink(db, config.scryptCost, link, password, async (trx, user) => {
    await auditService.record(
      trx,
      { ...meta, id: user.id, label: user.email },
      { action: 'user.invitation_accepted', target: { type: 'user', id: user.id, label: user.email } },
    )
  })
}

export const invitationsService = { invite, check, accept }
