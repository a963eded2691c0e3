import Boom from '@hapi/boom'
import type { InvitationInput, User as ApiUser } from '@ledgerline/contracts'
import { invitationPayload } from '@ledgerline/contracts/schemas'
import { auditService, type AuditActor } from '../audit/service.js'
import { accountLinkFlow, issueLink, LINK_LIFETIME_MS } from '../auth/account-links.js'
import type { Db } from '../db/knex.js'
import { Client } from '../models/Client.js'
import { User } from '../models/User.js'
import { outboxService } from '../outbox/service.js'
import type { Config } from '../platform/config.js'
import { insertUser } from './admin.js'

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
    const { clientId: _clientId, ...person } = value
    user ??= await insertUser(trx, { ...person, passwordHash: null })
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

/** Whom an invitation link is for (404 or 410 says why it is not usable); setting the password makes it stop working. */
const invitationLink = accountLinkFlow(
  'invitation',
  'This invitation link is no longer valid.',
  async (trx, user, meta) => {
    await auditService.record(
      trx,
      { ...meta, id: user.id, label: user.email },
      { action: 'user.invitation_accepted', target: { type: 'user', id: user.id, label: user.email } },
    )
  },
)

export const invitationsService = { invite, link: invitationLink }
