import type { Locator, Page } from '@playwright/test'
import { expect, signIn, test } from './support'

// Feedback pins in the portal (issue 14): each pin sits beside the element it is about, found by its stored
// selector (the seeded ones exist on their pages), follows it through scrolling, resizing and layout changes,
// is not drawn when the element is gone, never covers anything of the page that takes a click, shows only on
// its own route, and can be hidden by the reader.

const widget = (page: Page) => page.locator('ledgerline-feedback')
const taxFlowPin = (page: Page) => widget(page).getByRole('button', { name: /My Tax Flow card text is cut off/ })
const taxFlowCard = (page: Page) => page.locator('main a[href="/client/tax-flow"]')
const bellPin = (page: Page) => widget(page).getByRole('button', { name: /unread badge on the bell/ })
const drawerPin = (page: Page) => widget(page).getByRole('button', { name: /filter conversations by client group/ })

type Box = { x: number; y: number; width: number; height: number }
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Every control of the page a drawn pin overlaps (there should be none). */
function controlsUnderPins(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('ledgerline-feedback')!
    const pins = Array.from(host.shadowRoot!.querySelectorAll<HTMLElement>('[data-pin]:not([hidden])'))
    const controls = Array.from(
      document.querySelectorAll('a[href], button, input, select, textarea, label, summary, [role=button], [tabindex]'),
    )
      // What lets the pointer through (a toast region while empty) takes no click.
      .filter((element) => element !== host && getComputedStyle(element).pointerEvents !== 'none')
    const hits: string[] = []
    for (const pin of pins) {
      const p = pin.getBoundingClientRect()
      for (const control of controls) {
        const c = control.getBoundingClientRect()
        if (c.width === 0 || c.height === 0) continue
        if (p.left < c.right && c.left < p.right && p.top < c.bottom && c.top < p.bottom)
          hits.push(`${pin.getAttribute('aria-label')} over ${control.outerHTML.slice(0, 80)}`)
      }
    }
    return hits
  })
}

/** The pin sits just outside the card's box, touching one of its edges within a few pixels. */
async function expectBeside(pin: Locator, element: Locator) {
  const [p, e] = [await box(pin), await box(element)]
  expect(overlaps(p, e)).toBe(false)
  const gapX = Math.max(e.x - (p.x + p.width), p.x - (e.x + e.width), 0)
  const gapY = Math.max(e.y - (p.y + p.height), p.y - (e.y + e.height), 0)
  expect(Math.max(gapX, gapY)).toBeLessThanOrEqual(6)
  return { dx: p.x - e.x, dy: p.y - e.y }
}

test('staff pins sit beside their elements and never take a click meant for the page', async ({ page }) => {
  await signIn(page, 'staff')
  await expect(bellPin(page)).toBeVisible()
  await expect(drawerPin(page)).toBeVisible()
  await expectBeside(bellPin(page), page.locator('header button[aria-controls="notification-panel"]'))
  expect(await controlsUnderPins(page)).toEqual([])

  // The theme toggle next to the bell takes its own click: the theme changes and no pin opens.
  const toggle = page.getByRole('button', { name: /^Theme: / })
  const before = await toggle.getAttribute('aria-label')
  await toggle.click()
  await expect(toggle).not.toHaveAttribute('aria-label', before!)
  await expect(widget(page).getByRole('dialog', { name: /Feedback #/ })).toHaveCount(0)

  // The pin itself opens its entry.
  await bellPin(page).click()
  await expect(widget(page).getByRole('dialog', { name: /Feedback #/ })).toContainText('unread badge on the bell')
})

test('on a phone, staff pins keep off the environment banner and off every control', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, 'staff')
  // Above the bell the banner's text would be covered: the pin takes another side of the bell.
  await expect(bellPin(page)).toBeVisible()
  const banner = page.getByRole('complementary', { name: 'Environment' })
  await expect(banner).toBeVisible()
  expect(overlaps(await box(bellPin(page)), await box(banner))).toBe(false)
  await expectBeside(bellPin(page), page.locator('header button[aria-controls="notification-panel"]'))
  expect(await controlsUnderPins(page)).toEqual([])
})

test('a pin follows its element through scrolling, resizing and a phone screen, and goes with it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 })
  await signIn(page, 'client')
  const pin = taxFlowPin(page)
  await expect(pin).toBeVisible()
  await expectBeside(pin, taxFlowCard(page))
  const onPhone = await box(pin)
  expect(onPhone.x + onPhone.width).toBeLessThanOrEqual(375)
  expect(await controlsUnderPins(page)).toEqual([])

  await page.mouse.wheel(0, 120)
  await expect.poll(async () => (await box(taxFlowCard(page))).y).toBeLessThan(onPhone.y)
  // It moves with the card; near the sticky top bar it may take another free side of the card, never a control.
  await expect(async () => {
    await expectBeside(pin, taxFlowCard(page))
    expect(await controlsUnderPins(page)).toEqual([])
  }).toPass()

  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(async () => {
    const cardBox = await box(taxFlowCard(page))
    expect(cardBox.width).toBeLessThan(375) // three cards side by side now
    await expectBeside(pin, taxFlowCard(page))
  }).toPass()
  expect(await controlsUnderPins(page)).toEqual([])

  // A layout change moves the card; the pin goes along. Then the card leaves the page, and so does the pin.
  await taxFlowCard(page).evaluate((card) => (card.style.marginTop = '150px'))
  const moved = await box(taxFlowCard(page))
  await expect(async () => {
    expect((await box(pin)).y).toBeGreaterThan(moved.y - 40)
    await expectBeside(pin, taxFlowCard(page))
  }).toPass()
  await taxFlowCard(page).evaluate((card) => card.remove())
  await expect(pin).toBeHidden()
})

test('pins show only on their own route, and the reader can hide them for good', async ({ page }) => {
  await signIn(page, 'client')
  await expect(taxFlowPin(page)).toBeVisible()

  // A single-page navigation (pushState) takes the pins of the last page away.
  await page.getByRole('link', { name: /My Document Center/ }).click()
  await expect(page).toHaveURL(/\/client\/documents$/)
  await expect(taxFlowPin(page)).toHaveCount(0)
  await page.goBack()
  await expect(taxFlowPin(page)).toBeVisible()

  const launcher = widget(page).getByRole('button', { name: /^Feedback/ })
  await launcher.click()
  const show = widget(page).getByRole('checkbox', { name: 'Show feedback pins on the page' })
  await expect(show).toBeChecked()
  await show.uncheck()
  await expect(taxFlowPin(page)).toBeHidden()
  await page.reload()
  await expect(widget(page).getByRole('button', { name: /^Feedback/ })).toBeVisible()
  await expect(taxFlowPin(page)).toBeHidden()
  await widget(page)
    .getByRole('button', { name: /^Feedback/ })
    .click()
  await widget(page).getByRole('checkbox', { name: 'Show feedback pins on the page' }).check()
  await expect(taxFlowPin(page)).toBeVisible()
})

test('the launcher’s name holds its visible count, and the picker’s bar lets the page beneath be picked', async ({
  page,
}) => {
  await signIn(page, 'client')
  // Earlier specs may leave more than 99 open entries: the badge then reads 99+.
  const launcher = widget(page).getByRole('button', { name: /^Feedback (\d+|99\+) open$/ })
  await expect(launcher).toBeVisible()
  const badge = await launcher.locator('.badge').innerText()
  await expect(launcher).toHaveAccessibleName(`Feedback ${badge} open`)

  await launcher.click()
  await widget(page).getByRole('button', { name: 'Give feedback' }).click()
  await widget(page)
    .getByRole('button', { name: /Broken/ })
    .click()
  await widget(page)
    .getByRole('button', { name: /Display/ })
    .click()
  await widget(page)
    .getByRole('button', { name: /Specific/ })
    .click()

  // The page's header lies under the instruction bar's text: hovering there highlights it, with its name.
  const bar = widget(page).locator('.hint span')
  const spot = await box(bar)
  await page.mouse.move(spot.x + 4, spot.y + spot.height / 2)
  await expect(widget(page).locator('.highlight .tag')).toBeVisible()
  await expect(widget(page).locator('.highlight .tag')).toHaveText(/^[a-z]/)
  await page.mouse.click(spot.x + 4, spot.y + spot.height / 2)
  await expect(widget(page).getByRole('heading', { name: 'Tell us more' })).toBeVisible()
})
