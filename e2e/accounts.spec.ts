import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { generate } from 'otplib'
import { expect, passGate, saveScreenshot, signIn, test } from './support'

const INVITEE = {
  email: 'ada.park@ledgerline.example',
  first: 'Ada',
  last: 'Park',
  password: 'a quiet harbour at dawn',
}

/** The invitation link in an e-mail the server wrote to its outbox folder (no SMTP in the e2e setup), if any yet. */
async function invitationLink(to: string): Promise<string | null> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
  for (const file of files) {
    // Quoted-printable soft line breaks split long links.
    const text = (await readFile(join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    if (!text.split(/\r?\n/).includes(`To: ${to}`)) continue
    const match = /https?:\/\/\S+\/account\/invitation#[\w-]+/.exec(text)
    if (match) return new URL(match[0]).pathname + new URL(match[0]).hash
  }
  return null
}

/** The code the authenticator app shows, `stepsAhead` 30-second steps from now. */
const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

test.describe('production accounts', () => {
  test('an admin invites a staff member, who sets a password and turns on two-step sign-in', async ({
    page,
    browser,
  }) => {
    // The admin invites from Admin settings → Internal Users.
    await signIn(page, 'admin')
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Invite' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' })
    await dialog.getByLabel('Email').fill(INVITEE.email)
    await dialog.getByLabel('First name').fill(INVITEE.first)
    await dialog.getByLabel('Last name').fill(INVITEE.last)
    await dialog.getByLabel('Role').selectOption('staff')
    await saveScreenshot(page, 'admin-invite-dialog')
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await expect(dialog).toBeHidden()
    await page.getByLabel('STATUS').selectOption('Invited')
    await expect(page.getByRole('button', { name: 'Ada Park' })).toBeVisible()
    await expect(page.getByText('INVITED', { exact: true })).toBeVisible()

    // The invitee opens the link from the e-mail (the outbox job sends it on its next round) in a browser of their own.
    await expect.poll(() => invitationLink(INVITEE.email)).not.toBeNull()
    const link = (await invitationLink(INVITEE.email))!
    const context = await browser.newContext()
    const ada = await context.newPage()
    await passGate(ada)
    await ada.goto(link)
    await expect(ada.getByRole('heading', { name: 'Welcome to Ledgerline, Ada' })).toBeVisible()
    await ada.getByLabel('New password').fill(INVITEE.password)
    await ada.getByLabel('Repeat the password').fill(INVITEE.password)
    await saveScreenshot(ada, 'account-invitation')
    await ada.getByRole('button', { name: 'Set password' }).click()
    await expect(ada.getByText(/Your password is set/)).toBeVisible()

    // The link works once (opened afresh, as from the e-mail again).
    await ada.goto('/')
    await ada.goto(link)
    await expect(ada.getByRole('alert')).toHaveText('This invitation link has already been used.')

    // Sign in with the new password, then set up the authenticator app.
    await ada.goto('/staff-login')
    await ada.getByLabel('Email').fill(INVITEE.email)
    await ada.getByLabel('Password').fill(INVITEE.password)
    await ada.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(ada).toHaveURL(/\/staff$/)
    await ada.goto('/account/two-step?enrol=1')
    await ada.getByRole('button', { name: 'Set up authenticator app' }).click()
    await expect(ada.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const secret = (await ada.getByTestId('mfa-secret').textContent())!.trim()
    await saveScreenshot(ada, 'account-two-step-enrol')
    await ada.getByLabel('Code from the app').fill(await totp(secret))
    await ada.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await expect(ada.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
    await ada.getByRole('button', { name: 'I have saved my recovery codes' }).click()
    await expect(ada).toHaveURL(/\/staff$/)

    // Next time, sign-in asks for a code after the password (the next step's code: the first cannot be replayed).
    await ada.goto('/api/logout')
    await ada.goto('/staff-login')
    await ada.getByLabel('Email').fill(INVITEE.email)
    await ada.getByLabel('Password').fill(INVITEE.password)
    await ada.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(ada).toHaveURL(/\/account\/two-step/)
    await ada.getByLabel('Authentication code').fill(await totp(secret, 1))
    await ada.getByRole('button', { name: 'Verify' }).click()
    await expect(ada).toHaveURL(/\/staff$/)
    await context.close()

    // The admin sees all of it in the audit log.
    await page.reload()
    await page.getByRole('button', { name: 'Audit Log' }).click()
    const log = page.getByRole('table', { name: 'Audit log' })
    for (const action of ['user.invited', 'user.invitation_accepted', 'user.mfa_enrolled', 'auth.mfa_used'])
      await expect(log.getByText(action, { exact: true }).first()).toBeVisible()
    await saveScreenshot(page, 'admin-audit-log')
  })
})
