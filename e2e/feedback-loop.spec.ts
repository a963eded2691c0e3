import type { Page } from '@playwright/test'
import { expect, saveScreenshot, signIn, test } from './support'

// Issue 18: reporters hear back. A client reports something through the assistant and finds it under My reports;
// staff resolve it with a note in feedback management; the client gets a notification in the portal's panel (and a
// higher unread count) carrying the note, and My reports shows the entry resolved, with the date and the note.

const message = `The deadline banner shows the wrong date (${Date.now()})`
const note = "Fixed in today's release"

const widget = (page: Page) => page.locator('ledgerline-feedback')
const choice = (page: Page, name: RegExp | string) => widget(page).getByRole('button', { name })
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ })

async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0)
}

async function openMyReports(page: Page) {
  await widget(page)
    .getByRole('button', { name: /Feedback/ })
    .first()
    .click()
  await choice(page, 'My reports').click()
  return widget(page).getByRole('list', { name: 'My reports' })
}

test('a reporter sees their entry under My reports and is notified with the note when staff resolve it', async ({
  browser,
  page,
}) => {
  await signIn(page, 'client')
  await expect(bell(page)).toBeVisible()

  // Report through the assistant.
  await widget(page)
    .getByRole('button', { name: /Feedback/ })
    .first()
    .click()
  await choice(page, /Give feedback/).click()
  await choice(page, /Update/).click()
  await choice(page, /Content/).click()
  await widget(page).getByLabel('Your message').fill(message)
  await choice(page, 'Continue').click()
  const created = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST')
  await choice(page, /Normal/).click()
  const entry = (await (await created).json()) as { id: number }

  const mine = await openMyReports(page)
  const item = mine.locator(`[data-report="${entry.id}"]`)
  await expect(item).toContainText(`#${entry.id}`)
  await expect(item).toContainText('Open')
  await expect(item).toContainText('The deadline banner shows the wrong date')
  await saveScreenshot(page, 'widget-my-reports')
  await page.keyboard.press('Escape')
  const unreadBefore = await unreadCount(page)

  // Staff resolve it with a note.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, 'staff')
  await staff.goto('/feedback-admin')
  const row = staff.getByTestId('feedback-entry').filter({ hasText: message })
  await row.getByRole('button', { name: `Resolve with note feedback #${entry.id}` }).click()
  const dialog = staff.getByRole('dialog', { name: `Resolve feedback #${entry.id}` })
  await dialog.getByLabel('Note to the reporter').fill(note)
  await dialog.getByRole('button', { name: 'Mark Resolved' }).click()
  await expect(row).toContainText(`Note to reporter: ${note}`)
  await expect(row.getByText('Resolved', { exact: true })).toBeVisible()
  await staffContext.close()

  // The reporter hears back: the unread count rises (it is polled; a reload asks at once) and the panel says why.
  await page.reload()
  await expect.poll(() => unreadCount(page)).toBe(unreadBefore + 1)
  await bell(page).click()
  const panel = page.getByRole('complementary', { name: 'Notifications' })
  const notice = panel.getByRole('button', { name: new RegExp(`Your feedback #${entry.id} was resolved`) })
  await expect(notice).toContainText(note)
  await saveScreenshot(page, 'notification-feedback-resolved')
  await notice.click()
  await expect.poll(() => unreadCount(page)).toBe(unreadBefore)

  const after = await openMyReports(page)
  const resolved = after.locator(`[data-report="${entry.id}"]`)
  await expect(resolved).toContainText('Resolved')
  await expect(resolved).toContainText(`Note from our team: ${note}`)
  await expect(resolved.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
})
