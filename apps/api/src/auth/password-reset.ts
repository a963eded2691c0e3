import { INTERNAL_ROLES, type Portal } from '@ledgerline/contracts'
import { auditService, type AuditActor } from '../audit/service.js'
import type { Db } from '../db/knex.js'
import { User } from '../models/User.js'
import { outboxService } from '../outbox/service.js'
import type { Config } from '../platform/config.js'
import { accountLinkFlow, issueLink, LINK_LIFETIME_MS } from './account-links.js'
import { announceRevocation } from './revocations.js'
import { revokeUserSessions } from './sessions.js'
import { consume } from './throttle.js'

/** Requests per address asked for, and per client address, in the sign-in throttle's window. */
export const RESET_MAX_PER_ACCOUNT = 3
export const RESET_MAX_PER_ADDRESS = 20

/** The one answer to every reset request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password. The link works once, within 30 minutes.'

const portalAdmits = (portal: Portal, role: string | null) =>
  portal === 'client' ? role === 'client' : (INTERNAL_ROLES as readonly string[]).includes(role ?? '')

function resetEmail(config: Config, user: User, link: string) {
  const minutes = LINK_LIFETIME_MS.reset / 60_000
  return {
    to: user.email,
    subject: `Reset your ${config.firm.name} password`,
    text: [
      `Hello ${user.firstName ?? ''},`.replace(' ,', ','),
      '',
      `Someone asked to reset the password of your ${config.firm.name} account. To choose a new one, open this`,
      `link within ${minutes} minutes (it works once):`,
      '',
      link,
      '',
      'Setting a new password signs you out everywhere. If you did not ask for this, ignore this e-mail:',
      'your password stays as it is.',
    ].join('\n'),
  }
}

/**
 * Issue 19.2: the same answer for every address, throttled per address asked for and per client
 * address (counted whether or not an account exists, so a 429 tells nothing either). An active
 * account of the portal's kind gets a single-use link valid 30 minutes.
 */
async function request(
  db: Db,
  config: Config,
  input: { email: string; portal: Portal },
  actor: AuditActor,
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase()
  const windowMs = config.throttle.windowMs
  await consume(
    db,
    [
      { key: `reset-address:${actor.ip ?? 'unknown'}`, windowMs, max: RESET_MAX_PER_ADDRESS },
      { key: `reset-account:${email}`, windowMs, max: RESET_MAX_PER_ACCOUNT },
    ],
    'Too many password reset requests. Please try again later.',
  )
  const user = await User.query(db).findOne({ email })
  await db.transaction(async (trx) => {
    const eligible = user && user.isActive && portalAdmits(input.portal, user.role)
    if (eligible) {
      const token = await issueLink(trx, user.id, 'reset')
      const link = `${config.mail.linkBase}/account/reset?portal=${input.portal}#${token}`
      await outboxService.enqueueEmail(trx, resetEmail(config, user, link))
    }
    await auditService.record(
      trx,
      { ...actor, label: email },
      {
        action: 'user.password_reset_requested',
        ...(eligible ? { target: { type: 'user', id: user.id, label: user.email } } : {}),
        details: { portal: input.portal, sent: Boolean(eligible) },
      },
    )
  })
  return { message: RESET_REQUESTED_MESSAGE }
}

/** Sets the new password from the link, which then stops working, and ends every session of the account. */
const resetLink = accountLinkFlow('reset', 'This password reset link is no longer valid.', async (trx, user, meta) => {
  const ended = await revokeUserSessions(trx, user.id)
  await announceRevocation(trx)
  await auditService.record(
    trx,
    { ...meta, id: user.id, label: user.email },
    {
      action: 'user.password_reset',
      target: { type: 'user', id: user.id, label: user.email },
      details: { sessionsEnded: ended },
    },
  )
})

export const passwordReset = { request, link: resetLink }
