import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support'

// The feedback assistant inside the portal (SPEC.md §2.15): a client reports a problem about one element of
// the client home, through every step, including the element picker and its Escape; staff then find the entry
// in feedback management, the reporter sees it as a pin on that page, and locking it turns the pin red.

const message = `The tax flow card shows last year's status (${Date.now()})`

const widget = (page: Page) => page.locator('ledgerline-feedback')
const choice = (page: Page, name: RegExp) => widget(page).getByRole('button', { name })

test('a client reports feedback about one element; staff see it, and a locked pin turns red', async ({
  browser,
  page,
}) => {
  await signIn(page, 'client')
  await expect(page.getByText('My Tax Flow').first()).toBeVisible()

  await widget(page)
    .getByRole('button', { name: /Feedback/ })
    .first()
    .click()
  await choice(page, /Give feedback/).click()
  await choice(page, /Broken/).click()
  await choice(page, /Display/).click()

  // The picker: Escape goes back to the location step.
  await choice(page, /Specific/).click()
  await expect(widget(page).getByText(/Click the element your feedback is about/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(widget(page).getByRole('heading', { name: 'Where on the page?' })).toBeVisible()

  // Then a real pick: hover highlights, a click selects.
  await choice(page, /Specific/).click()
  const target = page.getByText('My Tax Flow').first()
  await target.hover()
  await target.click()
  await expect(widget(page).getByRole('heading', { name: 'Tell us more' })).toBeVisible()
  await expect(
    widget(page)
      .getByText(/My Tax Flow/)
      .first(),
  ).toBeVisible()

  const continueButton = widget(page).getByRole('button', { name: 'Continue' })
  await expect(continueButton).toBeDisabled()
  await widget(page).getByLabel('Your message').fill('   ')
  await expect(continueButton).toBeDisabled()
  await widget(page).getByLabel('Your message').fill(message)
  await continueButton.click()

  const created = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST')
  await choice(page, /High/).click()
  const response = await created
  expect(response.status()).toBe(201)
  const entry = (await response.json()) as {
    id: number
    pageUrl: string
    elementText: string
    reporterName: string
    priority: string
  }
  expect(entry).toMatchObject({ pageUrl: '/client', priority: 'high', reporterName: 'client' })
  expect(entry.elementText).toContain('My Tax Flow')
  // Submitting resets the assistant and closes the panel.
  await expect(widget(page).getByRole('heading', { name: 'Tell us more' })).toBeHidden()

  // Staff: the entry in feedback management.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, 'staff')
  await staff.goto('/feedback-admin')
  const row = staff.locator('article, li, tr').filter({ hasText: message }).first()
  await expect(row).toBeVisible()

  // The reporter sees it as a green pin beside the element on the page it was reported on (staff cannot open a
  // client's page, and a pin is drawn only beside its element)…
  const pinOn = async (locked: boolean) => {
    await page.goto('/client')
    const pin = widget(page).locator(`[data-pin="${entry.id}"]`)
    await expect(pin).toBeVisible()
    await expect(pin).toHaveClass(locked ? /locked/ : /^(?!.*locked)/)
    return pin.evaluate((el) => getComputedStyle(el).backgroundColor)
  }
  const openColour = await pinOn(false)

  // …which turns red once staff lock the entry.
  await row.getByRole('button', { name: 'Lock' }).click()
  await expect(row.getByRole('button', { name: 'Unlock' })).toBeVisible()
  const lockedColour = await pinOn(true)
  expect(lockedColour).not.toBe(openColour)
  const [r, g] = lockedColour.match(/\d+/g)!.map(Number)
  expect(r).toBeGreaterThan(g!)

  await staffContext.close()
})
