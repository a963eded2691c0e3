import type { Locator, Page } from '@playwright/test'
import { expect, signIn, signInQuickly, SIZES, test, toastWith } from './support'

/** The feedback widget's round launcher (in its shadow root; Playwright's locators pierce open roots). */
const launcher = (page: Page) => page.getByRole('button', { name: /Feedback/ }).last()

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, 'an element on screen').not.toBeNull()
  return box!
}

test.describe('the environment banner (SPEC.md §1)', () => {
  test('shows in demo mode on the gate and on signed-in pages, above the content, never over it', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('complementary', { name: 'Environment' })
    await expect(banner).toHaveText(/Demo environment/)
    const gateForm = page.getByRole('form', { name: 'Site access' })
    expect((await boxOf(banner)).y + (await boxOf(banner)).height).toBeLessThanOrEqual((await boxOf(gateForm)).y)

    await signInQuickly(page, 'staff')
    await page.goto('/staff')
    await expect(banner).toBeVisible()
    const topBar = page.getByRole('banner').filter({ has: page.getByRole('navigation', { name: 'Main' }) })
    const bannerBox = await boxOf(banner)
    expect(bannerBox.height).toBeGreaterThanOrEqual(24)
    expect(overlap(bannerBox, await boxOf(topBar))).toBe(false)
    // Readable: its own colours, the text at least 12 px.
    const fontSize = await banner.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    expect(fontSize).toBeGreaterThanOrEqual(12)
  })
})

test.describe('toasts and the feedback launcher', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`have separate places at ${size} size`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await signInQuickly(page, 'staff')
      await page.goto('/library')
      await expect(launcher(page)).toBeVisible()
      // An inert button says it is not available in this preview: a toast to measure.
      const createTemplate = page.getByRole('button', { name: 'Create Flow Template' })
      await createTemplate.click()
      const toast = toastWith(page, 'not available in this preview')
      await expect(toast).toBeVisible()
      // Measured where it comes to rest, once its slide-in has finished.
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
      const toastBox = await boxOf(toast)
      expect(overlap(toastBox, await boxOf(launcher(page)))).toBe(false)
      // The whole toast, its × included, is on screen.
      expect(toastBox.x).toBeGreaterThanOrEqual(0)
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width)
      const close = toast.getByRole('button', { name: 'Close' })
      expect(overlap(await boxOf(close), await boxOf(launcher(page)))).toBe(false)
      await close.click()
      await expect(toast).toHaveCount(0)
    })
  }
})

test.describe('an ended session', () => {
  // The reads that find the session gone answer 401 on purpose.
  test.use({ allowedConsoleErrors: [/status of 401 .*\/api\//] })

  test('sends the person to sign in, says why, and comes back to the page after signing in', async ({ page }) => {
    await signIn(page, 'staff')
    await expect(page.getByRole('heading', { name: 'Flow Conversation Templates' })).toBeVisible()
    // The server no longer knows the session (expired or revoked): the browser's cookie is gone.
    await page.context().clearCookies({ name: 'll_session' })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click()

    await expect(page).toHaveURL(/\/staff-login\?session=ended&next=%2Flibrary$/)
    await expect(toastWith(page, 'Your session has ended. Please sign in again to continue.')).toBeVisible()
    await expect(page.getByText('Flow templates could not be loaded.')).toHaveCount(0)

    await page.getByLabel('Email').fill('staff@ledgerline.example')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/library$/)
    await expect(page.getByRole('list', { name: 'Flow templates' }).getByRole('listitem')).toHaveCount(8)
  })
})

test.describe('phone layouts (375 × 812)', () => {
  test.use({ viewport: SIZES.phone })

  test('Library shows the templates first and the overview behind a button', async ({ page }) => {
    await signInQuickly(page, 'staff')
    await page.goto('/library')
    const firstTemplate = page.getByRole('list', { name: 'Flow templates' }).getByRole('listitem').first()
    await expect(firstTemplate).toBeVisible()
    expect((await boxOf(firstTemplate)).y).toBeLessThan(SIZES.phone.height)
    await expect(page.getByRole('complementary', { name: 'Library Overview' })).toBeHidden()

    await page.getByRole('button', { name: 'Overview' }).click()
    const sheet = page.getByRole('dialog', { name: 'Library Overview' })
    await expect(sheet.getByText('Action Templates')).toBeVisible()
    await sheet.getByRole('button', { name: 'Close library overview' }).click()
    await expect(sheet).toHaveCount(0)
  })

  test('Manage shows the clients first and its menu behind a button', async ({ page }) => {
    await signInQuickly(page, 'staff')
    await page.goto('/manage')
    const firstClient = page.getByRole('list', { name: 'Clients' }).getByRole('listitem').first()
    await expect(firstClient).toBeVisible()
    expect((await boxOf(firstClient)).y).toBeLessThan(SIZES.phone.height)
    await expect(page.getByRole('navigation', { name: 'Manage' })).toBeHidden()

    await page.getByRole('button', { name: 'Clients' }).first().click()
    const sheet = page.getByRole('dialog', { name: 'Manage menu' })
    await sheet.getByRole('button', { name: 'Broadcast' }).click()
    await expect(sheet).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Broadcast' })).toBeVisible()
  })

  test('the staff workspace gives the rail’s width to the content and keeps the views behind a button', async ({
    page,
  }) => {
    await signInQuickly(page, 'staff')
    await page.goto('/staff')
    const greeting = page.getByRole('heading', { level: 1 })
    await expect(greeting).toBeVisible()
    expect((await boxOf(greeting)).x).toBeLessThan(24)
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden()

    await page.getByRole('button', { name: /^Workspace/ }).click()
    const sheet = page.getByRole('dialog', { name: 'Workspace' })
    await sheet.getByRole('button', { name: 'Calendar' }).click()
    await expect(sheet).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible()
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZES.phone.width)
  })
})

test.describe('the staff dashboard at 1366 px with the drawer and the notification panel open', () => {
  test.use({ viewport: SIZES.desktop })

  test('keeps every card’s content inside its card', async ({ page }) => {
    await signInQuickly(page, 'staff')
    await page.goto('/staff')
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Conversations' }).click()
    await page.getByRole('button', { name: /^Notifications/ }).click()
    await expect(page.getByRole('complementary', { name: 'Conversation drawer' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Notifications' })).toBeVisible()

    const overflowing = await page.getByRole('main').evaluate((main) =>
      [...main.querySelectorAll('a, button')]
        .filter((control) => {
          const card = control.closest('[data-slot="card"], .rounded.border')
          if (!card) return false
          const inner = control.getBoundingClientRect()
          const outer = card.getBoundingClientRect()
          return inner.right > outer.right + 0.5 || inner.left < outer.left - 0.5
        })
        .map((control) => control.textContent),
    )
    expect(overflowing).toEqual([])
    await expect(page.getByRole('link', { name: 'Open Feedback Admin' })).toBeVisible()
  })
})
