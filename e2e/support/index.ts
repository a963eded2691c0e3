import { test as base, expect, type Page } from '@playwright/test'

export type { Page }

/** DECISIONS.md §2 defaults; the e2e server leaves them unchanged. */
export const GATE = {
  username: process.env.GATE_USERNAME ?? 'preview',
  password: process.env.GATE_PASSWORD ?? 'ledgerline-preview',
}

export type DemoAccount = 'client' | 'staff' | 'admin' | 'manager'

/** DECISIONS.md §3's seeded demo accounts. */
export const ACCOUNTS: Record<DemoAccount, { email: string; password: string; portal: 'client' | 'staff' }> = {
  client: { email: 'client@example.com', password: 'demo1234', portal: 'client' },
  staff: { email: 'staff@ledgerline.example', password: 'demo1234', portal: 'staff' },
  admin: { email: 'admin@ledgerline.example', password: 'demo1234', portal: 'staff' },
  manager: { email: 'manager@ledgerline.example', password: 'demo1234', portal: 'staff' },
}

/** Opens the site and passes the domain gate; ends on the landing page. */
export async function passGate(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByLabel('U', { exact: true }).fill(GATE.username)
  await page.getByLabel('P', { exact: true }).fill(GATE.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: /Client Portal/ })).toBeVisible()
}

/** Passes the gate when needed and signs in with a demo account through its sign-in page; ends on the page it lands on. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  const { email, password, portal } = ACCOUNTS[account]
  await page.goto(`/${portal}-login`)
  const gateField = page.getByLabel('U', { exact: true })
  await expect(gateField.or(page.getByLabel('Email'))).toBeVisible()
  if (await gateField.isVisible()) {
    await passGate(page)
    await page.goto(`/${portal}-login`)
  }
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(portal === 'client' ? /\/client$/ : /\/staff$/)
}

/** The toast on screen (Radix also reads it out through a live region, which holds the same text). */
export function toastWith(page: Page, text: string) {
  return page.locator('li.toast').filter({ hasText: text })
}

/**
 * Signs in through the API from the page's own context (cookies land in the browser), without the sign-in
 * screens: for specs that are about the pages behind it. Ends on no page in particular.
 */
export async function signInQuickly(page: Page, account: DemoAccount): Promise<void> {
  const { email, password, portal } = ACCOUNTS[account]
  // State changes need the portal's Origin (DECISIONS.md §4); playwright.config.ts puts the server's port here.
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` }
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers })
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true)
    return response
  }
  await post('/api/domain-auth', GATE)
  const user = (await (await post('/api/auth/login', { email, password, portal })).json()) as { role: string | null }
  await post('/api/set-demo-role', { role: user.role ?? account })
}

export type Theme = 'light' | 'dark'

/** Starts every page of this context in a theme, through the stored preference (SPEC.md §3). */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      'ledgerline:ui-preferences',
      JSON.stringify({ theme: value, layout: 'sidebar', sidebarCollapsed: true }),
    )
  }, theme)
}

export const SIZES = {
  desktop: { width: 1366, height: 850 },
  phone: { width: 375, height: 812 },
} as const
export type SizeName = keyof typeof SIZES

/** Saves test-results/screens/<screen>-<theme>-<size>.png, the review set of issue 14 (STYLE.md: look at it). */
export async function saveScreen(page: Page, screen: string, theme: Theme, size: SizeName): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${screen}-${theme}-${size}.png`, fullPage: true })
}

/** Saves a screenshot of the current screen under test-results/screenshots, for people to look at (STYLE.md). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')
  await page.screenshot({ path: `test-results/screenshots/${name}-${theme}.png`, fullPage: true })
}

/** Chromium logs every non-OK answer; a 401 from GET /api/auth/user is how the portal learns nobody is signed in. */
const SIGNED_OUT_PROBE = /status of 401 .*\/api\/auth\/user\)$/

/**
 * The specs' `test`: fails a test on any uncaught page error or console error in the browser.
 * A spec that expects a failing request (a 401 on purpose) lists its text in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; browserErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  browserErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = `${message.text()} (${message.location().url})`
        const allowed = [SIGNED_OUT_PROBE, ...allowedConsoleErrors]
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(`console: ${text}`)
      })
      await use(errors)
      if (testInfo.status === testInfo.expectedStatus) expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
