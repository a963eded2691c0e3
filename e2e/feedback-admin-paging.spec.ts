import { expect, signIn, test, type Page } from './support'

/** More than one page of the server's default 100. */
const SEEDED = 130

/** Adds `count` entries through POST /api/feedback from the signed-in page; answers their ids in creation order. */
async function seedFeedback(page: Page, marker: string, count: number): Promise<number[]> {
  return page.evaluate(
    async ({ marker, count }) => {
      const ids: number[] = []
      // One after another, so that ids and creation times both grow with the number in the message.
      for (let number = 1; number <= count; number++) {
        const response = await fetch('/api/feedback', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            message: `${marker} entry ${number}`,
            category: 'improvement',
            priority: number % 2 === 0 ? 'high' : 'low',
            pageUrl: '/staff',
          }),
        })
        if (response.status !== 201) throw new Error(`POST /api/feedback answered ${response.status}`)
        ids.push(((await response.json()) as { id: number }).id)
      }
      return ids
    },
    { marker, count },
  )
}

/** The ids of the entries on screen, top to bottom (each row is an article named "Feedback #id"). */
async function idsShown(page: Page): Promise<number[]> {
  const names = await page
    .getByTestId('feedback-entry')
    .getByRole('article')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''))
  return names.map((name) => Number(name.replace('Feedback #', '')))
}

test.describe('feedback management at scale', () => {
  test('a staff member pages through more than a hundred entries with Load more', async ({ page }) => {
    await signIn(page, 'staff')
    const marker = `paging-${Date.now()}`
    const ids = await seedFeedback(page, marker, SEEDED)
    expect(ids).toHaveLength(SEEDED)

    await page.goto('/feedback-admin')
    await expect(page.getByRole('heading', { name: 'Feedback Management' })).toBeVisible()
    const entries = page.getByTestId('feedback-entry')
    const loadMore = page.getByRole('button', { name: 'Load more' })

    // The whole list: one page of 100, the total from the summary, and a way to the rest.
    await expect(entries).toHaveCount(100)
    const total = page.getByLabel('Feedback summary').getByText('Total Entries').locator('xpath=following-sibling::dd')
    await expect(total).toHaveText(/^[\d,]+$/)
    expect(Number((await total.textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(SEEDED)
    await expect(page.getByText(/^Showing 100 of [\d,]+ entries$/)).toBeVisible()
    await expect(loadMore).toBeVisible()

    // The search goes to the server: only ours, newest first, 100 now and the other 30 on Load more.
    await page.getByLabel('Search feedback').fill(marker)
    await expect(entries.first()).toContainText(`${marker} entry ${SEEDED}`)
    await expect(entries).toHaveCount(100)
    await expect(page.getByText('Showing 100 entries')).toBeVisible()
    await loadMore.click()
    await expect(entries).toHaveCount(SEEDED)
    await expect(loadMore).toHaveCount(0)
    await expect(page.getByText(`Showing ${SEEDED} entries`)).toBeVisible()
    expect(await idsShown(page)).toEqual([...ids].reverse())

    // A filter starts again from the first page of its own results.
    await page.getByLabel('Priority').selectOption('high')
    await expect(entries).toHaveCount(SEEDED / 2)
    await expect(loadMore).toHaveCount(0)
    await expect(entries.filter({ hasText: 'Low' })).toHaveCount(0)

    // Back to every priority: both pages loaded before are still there (nothing changed meanwhile).
    await page.getByLabel('Priority').selectOption('all')
    await expect(entries).toHaveCount(SEEDED)

    // Resolving an entry of the second page shows at once, the pages stay loaded, and the tiles follow.
    const oldest = entries.filter({ has: page.getByText(`${marker} entry 1`, { exact: true }) })
    await expect(oldest).toHaveCount(1)
    const resolvedTile = page
      .getByLabel('Feedback summary')
      .getByText('Resolved')
      .locator('xpath=following-sibling::dd')
    const resolvedBefore = Number((await resolvedTile.textContent())!.replace(/,/g, ''))
    await oldest.getByRole('button', { name: /^Mark Resolved feedback/ }).click()
    await expect(oldest.getByRole('button', { name: /^Mark Resolved feedback/ })).toBeDisabled()
    await expect(entries).toHaveCount(SEEDED)
    await expect(resolvedTile).toHaveText(String(resolvedBefore + 1))
  })

  test('the screen in light and dark, on a laptop and a phone', async ({ page }) => {
    await signIn(page, 'staff')
    await seedFeedback(page, `screens-${Date.now()}`, 3)
    for (const [width, height, device] of [
      [1366, 900, 'laptop'],
      [375, 812, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height })
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto('/feedback-admin')
        await expect(page.getByTestId('feedback-entry').first()).toBeVisible()
        await expect(page.getByLabel('Feedback summary')).toHaveAttribute('aria-busy', 'false')
        await page.screenshot({ path: `test-results/screens/feedback-admin-${device}-${scheme}.png` })
      }
    }
  })
})
