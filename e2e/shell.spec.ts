import { ACCOUNTS, expect, GATE, passGate, saveScreenshot, signIn, test, toastWith } from './support'

test.describe('gate, landing and client sign-in', () => {
  // Wrong credentials on purpose: the browser logs the 401 answers.
  test.use({ allowedConsoleErrors: [/status of 401 .*\/api\/(domain-auth|auth\/login)\)$/] })

  test('a visitor passes the gate, picks the client portal and signs in', async ({ page }) => {
    await page.goto('/')
    const username = page.getByLabel('U', { exact: true })
    const password = page.getByLabel('P', { exact: true })
    await expect(username).toBeVisible()
    await saveScreenshot(page, 'gate')

    await username.fill(GATE.username)
    await password.fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(toastWith(page, 'Invalid credentials. Please try again.')).toBeVisible()
    await expect(username).toBeVisible()

    await password.fill(GATE.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('link', { name: /Staff Portal/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Exit Site' })).toBeVisible()
    await saveScreenshot(page, 'landing')

    await page.getByRole('link', { name: /Client Portal/ }).click()
    await expect(page).toHaveURL(/\/client-login$/)
    await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible()
    await saveScreenshot(page, 'client-login')

    await page.getByLabel('Email').fill(ACCOUNTS.client.email)
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(toastWith(page, 'Please check your email and password.')).toBeVisible()
    await expect(page).toHaveURL(/\/client-login$/)

    await page.getByLabel('Password').fill(ACCOUNTS.client.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/client$/)
    await expect(toastWith(page, 'Redirecting to your client portal...')).toBeVisible()
    await expect(page.getByRole('link', { name: /My Document Center/ })).toBeVisible()
    await saveScreenshot(page, 'client-home')
  })
})

test.describe('sign-in destinations and guards', () => {
  test('staff sign in to the staff workspace, and the root keeps them there', async ({ page }) => {
    await signIn(page, 'staff')
    await expect(toastWith(page, 'Redirecting to staff portal...')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Flow Conversation Templates' })).toBeVisible()
    await saveScreenshot(page, 'staff-workspace')
    await page.goto('/')
    await expect(page).toHaveURL(/\/staff$/)
  })

  test('an admin signs in through the staff portal, and the root sends them to admin settings', async ({ page }) => {
    await signIn(page, 'admin')
    await expect(toastWith(page, 'Redirecting to admin portal...')).toBeVisible()
    await page.goto('/')
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('a client opening /admin gets Access Denied with the top bar', async ({ page }) => {
    await signIn(page, 'client')
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByTestId('current-role')).toHaveText('client')
    await page.getByRole('link', { name: 'Return to Dashboard' }).click()
    await expect(page).toHaveURL(/\/client$/)
  })

  test('an unknown path shows 404 Page Not Found', async ({ page }) => {
    await passGate(page)
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: /404\s*Page Not Found/ })).toBeVisible()
  })
})

test.describe('the staff top bar', () => {
  test('the chosen theme survives a reload', async ({ page }) => {
    await signIn(page, 'staff')
    const toggle = page.getByRole('button', { name: /^Theme:/ })
    await expect(toggle).toHaveAccessibleName('Theme: System. Switch to Light')
    await toggle.click()
    await expect(toggle).toHaveAccessibleName('Theme: Light. Switch to Dark')
    await toggle.click()
    await expect(toggle).toHaveAccessibleName('Theme: Dark. Switch to System')
    await expect(page.locator('html')).toHaveClass(/dark/)

    await page.reload()
    await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAccessibleName('Theme: Dark. Switch to System')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.getByRole('heading', { name: 'Flow Conversation Templates' })).toBeVisible()
    await saveScreenshot(page, 'staff-workspace')

    await page.goto('/')
    await expect(page).toHaveURL(/\/staff$/)
    await page.getByRole('button', { name: 'Conversations', exact: true }).click()
    await expect(page.getByRole('complementary', { name: 'Conversation drawer' })).toBeVisible()
    await expect(page.getByTestId('conversation-row').first()).toBeVisible()
    await saveScreenshot(page, 'conversation-drawer')
  })

  test('the conversation drawer filters through the API and groups by service type', async ({ page }) => {
    await signIn(page, 'staff')
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Conversations' }).click()
    const drawer = page.getByRole('complementary', { name: 'Conversation drawer' })
    const rows = drawer.getByTestId('conversation-row')
    await expect(rows.first()).toBeVisible()
    const everyRow = await rows.count()

    const answer = page.waitForResponse((response) => response.url().includes('/api/conversations?status=overdue'))
    await drawer.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Overdue' })
    expect((await answer).ok()).toBe(true)
    await expect(rows.first()).toBeVisible()
    await expect(drawer.getByRole('img', { name: 'Overdue' })).toHaveCount(await rows.count())
    expect(await rows.count()).toBeLessThan(everyRow)

    await drawer.getByRole('button', { name: 'Clear filters' }).click()
    await expect(rows).toHaveCount(everyRow)
    await drawer.getByRole('combobox', { name: 'Service type' }).selectOption({ label: 'Individual Tax Return' })
    const group = drawer.getByTestId('service-type-group')
    await expect(group).toHaveCount(1)
    await expect(group.getByRole('heading')).toContainText('Individual Tax Return')
    await expect.poll(() => rows.count()).toBeLessThan(everyRow)
    await saveScreenshot(page, 'conversation-drawer-grouped')
  })

  test('marking a notification read lowers the bell badge', async ({ page }) => {
    await signIn(page, 'staff')
    const badge = page.getByTestId('notifications-badge')
    await expect(badge).toBeVisible()
    const before = Number(await badge.textContent())
    expect(before).toBeGreaterThan(0)

    await page.getByRole('button', { name: /^Notifications \d+ unread$/ }).click()
    const panel = page.getByRole('complementary', { name: 'Notifications' })
    await panel
      .getByRole('button', { name: /\(unread\)/ })
      .first()
      .click()

    if (before === 1) await expect(badge).toHaveCount(0)
    else await expect(badge).toHaveText(String(before - 1))
    await saveScreenshot(page, 'notification-panel')
  })
})
