import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  expect,
  GATE,
  saveScreen,
  signInQuickly,
  SIZES,
  test,
  useTheme,
  type DemoAccount,
  type SizeName,
  type Theme,
} from './support'

interface Screen {
  name: string
  path: string
  /** Who looks at it: nobody signed in (before or after the gate), or a demo account. */
  as: 'visitor' | 'gate' | DemoAccount
  /** Visible once the screen has loaded its data. */
  ready: (page: Page) => ReturnType<Page['getByRole']>
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first()

/** Every main screen of SPEC.md §2. */
const SCREENS: Screen[] = [
  { name: 'gate', path: '/', as: 'gate', ready: (page) => page.getByRole('button', { name: 'Login' }) },
  { name: 'landing', path: '/', as: 'visitor', ready: (page) => page.getByRole('link', { name: /Staff Portal/ }) },
  { name: 'client-login', path: '/client-login', as: 'visitor', ready: heading('Client Portal') },
  { name: 'staff-login', path: '/staff-login', as: 'visitor', ready: heading('Staff Portal') },
  { name: 'not-found', path: '/no-such-page', as: 'visitor', ready: heading(/404/) },
  {
    name: 'client-home',
    path: '/client',
    as: 'client',
    ready: (page) => page.getByRole('link', { name: /My Tax Flow/ }),
  },
  { name: 'tax-flow', path: '/client/tax-flow', as: 'client', ready: heading('My Tax Flow') },
  { name: 'vip-tools', path: '/client/vip-tools', as: 'client', ready: heading(/VIP/) },
  {
    name: 'document-center',
    path: '/client/documents',
    as: 'client',
    ready: (page) => page.getByTestId('document-card').first(),
  },
  { name: 'contact', path: '/client/contact', as: 'client', ready: heading(/Contact/) },
  { name: 'staff-workspace', path: '/staff', as: 'staff', ready: heading('Flow Conversation Templates') },
  {
    name: 'library',
    path: '/library',
    as: 'staff',
    ready: (page) => page.getByRole('list', { name: 'Flow templates' }).getByRole('listitem').first(),
  },
  {
    name: 'manage',
    path: '/manage',
    as: 'staff',
    ready: (page) => page.getByRole('list', { name: 'Clients' }).getByRole('listitem').first(),
  },
  {
    name: 'admin',
    path: '/admin',
    as: 'staff',
    ready: (page) => page.getByRole('cell', { name: /Administrator/ }).first(),
  },
  { name: 'feedback-admin', path: '/feedback-admin', as: 'staff', ready: heading('Feedback Management') },
]

async function arrive(page: Page, screen: Screen, signedInAs: { current: string }) {
  if (signedInAs.current !== screen.as) {
    await page.context().clearCookies()
    if (screen.as === 'visitor') {
      const response = await page.request.post('/api/domain-auth', {
        data: GATE,
        headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
      })
      expect(response.ok()).toBe(true)
    } else if (screen.as !== 'gate') {
      await signInQuickly(page, screen.as)
    }
    signedInAs.current = screen.as
  }
  await page.goto(screen.path)
  await expect(screen.ready(page)).toBeVisible()
  // The widget's launcher, for signed-in pages, is part of the screen.
  if (!['gate', 'visitor'].includes(screen.as)) {
    await expect(page.getByRole('button', { name: /Feedback/ }).last()).toBeVisible()
  }
}

/**
 * axe-core (all rules): the serious and critical violations of the portal, one line each, for a readable failure.
 * The feedback widget's own shadow root is left to the widget's suite (packages/feedback-widget owns its markup).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).exclude('ledgerline-feedback').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} – ${node.failureSummary}`,
      ),
    )
}

test.describe('every main screen, in both themes at both sizes', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const size of Object.keys(SIZES) as SizeName[]) {
      test(`${theme}, ${size}: saved for review, and axe finds nothing serious`, async ({ page }) => {
        test.setTimeout(180_000)
        await page.setViewportSize(SIZES[size])
        await useTheme(page, theme)
        const signedInAs = { current: '' }
        const problems: Record<string, string[]> = {}
        for (const screen of SCREENS) {
          await arrive(page, screen, signedInAs)
          await saveScreen(page, screen.name, theme, size)
          const found = await seriousViolations(page)
          // Nothing spills sideways: a row of actions or a long word widens the page past the screen.
          const width = await page.evaluate(() => document.documentElement.scrollWidth)
          if (width > SIZES[size].width) found.push(`the page is ${width} px wide on a ${SIZES[size].width} px screen`)
          if (found.length > 0) problems[screen.name] = found
        }
        expect(problems).toEqual({})
      })
    }
  }
})

test.describe('the staff screens signed in as each internal role', () => {
  for (const role of ['admin', 'manager'] as const) {
    test(`${role}: axe finds nothing serious`, async ({ page }) => {
      await page.setViewportSize(SIZES.desktop)
      const signedInAs = { current: '' }
      const problems: Record<string, string[]> = {}
      for (const screen of SCREENS.filter((entry) => entry.as === 'staff')) {
        await arrive(page, { ...screen, as: role }, signedInAs)
        const found = await seriousViolations(page)
        if (found.length > 0) problems[screen.name] = found
      }
      expect(problems).toEqual({})
    })
  }
})
