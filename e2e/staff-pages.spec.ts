import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, saveScreenshot, signIn, test } from './support'

/** Adds a feedback entry of our own through the API from the signed-in page, so the walk never depends on others'. */
async function createFeedback(page: Page, message: string): Promise<number> {
  return page.evaluate(async (text: string) => {
    const response = await fetch('/api/feedback', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: text,
        category: 'broken',
        subcategory: 'display',
        priority: 'urgent',
        pageUrl: '/library',
        reporterName: 'E2E Reporter',
        positionX: 42,
        positionY: 84,
      }),
    })
    if (!response.ok) throw new Error(`POST /api/feedback answered ${response.status}`)
    return ((await response.json()) as { id: number }).id
  }, message)
}

test.describe('the staff side', () => {
  test('a staff member browses the library tabs, manages clients and sees the internal users', async ({ page }) => {
    await signIn(page, 'staff')
    const nav = page.getByRole('navigation', { name: 'Main' })

    // Library.
    await nav.getByRole('link', { name: 'Library' }).click()
    await expect(page).toHaveURL(/\/library$/)
    const overview = page.getByRole('complementary', { name: 'Library Overview' })
    await expect(overview.getByText('Flow Templates')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Flow Conversion' })).toHaveAttribute('aria-selected', 'true')
    const gallery = page.getByRole('list', { name: 'Flow templates' })
    await expect(gallery.getByRole('listitem')).toHaveCount(8)
    await expect(
      gallery.getByRole('listitem').filter({ hasText: 'Virtual Tax Filing' }).getByText('Shared'),
    ).toBeVisible()
    await expect(
      gallery
        .getByRole('listitem')
        .filter({ hasText: 'Virtual Tax Filing' })
        .getByText(/^Last used /),
    ).toBeVisible()
    await saveScreenshot(page, 'staff-library')
    await page.getByLabel('Filter flow templates').fill('form 2848')
    await expect(gallery.getByRole('listitem')).toHaveCount(1)
    await expect(gallery).toContainText('Power of Attorney')

    await page.getByRole('tab', { name: 'Action' }).click()
    const actions = page.getByRole('table', { name: 'Action templates' })
    await expect(actions.getByRole('row')).toHaveCount(7)
    await page.getByLabel('Filter action templates').fill('invoice')
    await expect(actions.getByRole('row')).toHaveCount(2)
    await expect(actions).toContainText('Pay invoice')

    await page.getByRole('tab', { name: 'Milestone' }).click()
    await expect(page.getByText('No Content Yet')).toBeVisible()

    await page.getByRole('tab', { name: 'Files' }).click()
    await expect(page.getByRole('table', { name: 'Files' }).getByRole('row')).toHaveCount(5)

    // Manage → Clients.
    await nav.getByRole('link', { name: 'Manage' }).click()
    await expect(page).toHaveURL(/\/manage$/)
    const menu = page.getByRole('navigation', { name: 'Manage' })
    await expect(
      menu.getByRole('list', { name: 'Engagement' }).getByRole('button', { name: 'Clients' }),
    ).toHaveAttribute('aria-current', 'page')
    const clients = page.getByRole('list', { name: 'Clients' }).getByRole('listitem')
    await expect(clients).toHaveCount(8)
    const jordan = clients.filter({ hasText: 'Jordan Avery' })
    await expect(jordan.getByText('JA', { exact: true })).toBeVisible()
    await expect(jordan.getByText('VIP Client')).toBeVisible()
    await expect(clients.filter({ hasText: 'Marcus Johnson' }).getByText('Standard')).toBeVisible()
    await saveScreenshot(page, 'staff-manage')
    await page.getByLabel('Search clients').fill('okoro')
    await expect(clients).toHaveCount(1)
    await clients.first().getByRole('button', { name: 'Actions for Grace Okoro' }).click()
    await expect(page.getByRole('menuitem', { name: 'Send Message' })).toBeVisible()
    await page.keyboard.press('Escape')

    await menu.getByRole('button', { name: 'Reports', exact: true }).click()
    await expect(
      menu.getByRole('list', { name: 'Reports' }).getByRole('button', { name: 'Conversations' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText('Coming Soon')).toBeVisible()
    await menu.getByRole('button', { name: /Contact Updates/ }).click()
    await expect(page.getByText('94 Pending')).toBeVisible()

    // Admin → Internal Users.
    await nav.getByRole('link', { name: 'Admin', exact: true }).click()
    await expect(page).toHaveURL(/\/admin$/)
    const heading = page.getByRole('heading', { name: /^Internal Users \(\d+\)$/ })
    await expect(heading).toBeVisible()
    const count = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1])
    const table = page.getByRole('table', { name: 'Internal users' })
    await expect(table.getByRole('row')).toHaveCount(count + 1)
    const sam = table.getByRole('row').filter({ hasText: 'Sam Rivera' })
    await expect(sam.getByRole('cell')).toHaveText([
      /Sam Rivera/,
      'Staff',
      '—',
      'ACTIVE',
      '0',
      /^\d{1,2}\/\d{1,2}\/\d{4}$/,
    ])
    await expect(table.getByRole('row').filter({ hasText: 'Alex Morgan' }).getByRole('cell').nth(1)).toHaveText(
      'Administrator',
    )
    await expect(table).not.toContainText('Jordan Avery')
    await saveScreenshot(page, 'staff-admin-users')
    await page.getByRole('button', { name: 'Permissions' }).click()
    await expect(page.getByText('This section is under development.')).toBeVisible()
  })

  test('a staff member filters, locks, unlocks, resolves, exports and deletes feedback', async ({ page }) => {
    await signIn(page, 'staff')
    const message = `E2E walk feedback ${Date.now()}`
    const id = await createFeedback(page, message)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback Admin' }).click()
    await expect(page).toHaveURL(/\/feedback-admin$/)
    await expect(page.getByRole('heading', { name: 'Feedback Management' })).toBeVisible()
    const summary = page.getByLabel('Feedback summary')
    await expect(summary.getByText('Total Entries')).toBeVisible()
    await saveScreenshot(page, 'staff-feedback-admin')

    const entries = page.getByTestId('feedback-entry')
    await page.getByLabel('Search feedback').fill(message)
    await expect(entries).toHaveCount(1)
    const entry = entries.first()
    await expect(entry).toContainText(`#${id}`)
    await expect(entry).toContainText('Position 42,84')
    await expect(entry).toContainText('Client: E2E Reporter')
    await expect(entry.getByRole('link', { name: '/library' })).toHaveAttribute('target', '_blank')

    // Filters: the search also matches the reporter and the page; status and priority narrow.
    await page.getByLabel('Search feedback').fill('e2e reporter')
    await expect(entries.filter({ hasText: message })).toHaveCount(1)
    await page.getByLabel('Priority').selectOption('low')
    await expect(entries.filter({ hasText: message })).toHaveCount(0)
    await page.getByLabel('Priority').selectOption('urgent')
    await page.getByLabel('Status').selectOption('locked')
    await expect(entries.filter({ hasText: message })).toHaveCount(0)
    await page.getByLabel('Status').selectOption('all')
    await page.getByLabel('Search feedback').fill(message)
    await expect(entries).toHaveCount(1)

    // Lock, unlock, resolve.
    await entry.getByRole('button', { name: `Lock feedback #${id}`, exact: true }).click()
    await expect(entry.getByRole('button', { name: `Unlock feedback #${id}`, exact: true })).toBeVisible()
    await expect(entry.getByRole('button', { name: `Lock feedback #${id}`, exact: true })).toHaveCount(0)
    await expect(entry).toContainText('Locked')
    await entry.getByRole('button', { name: `Unlock feedback #${id}`, exact: true }).click()
    await expect(entry.getByRole('button', { name: `Lock feedback #${id}`, exact: true })).toBeVisible()
    await entry.getByRole('button', { name: `Mark Resolved feedback #${id}` }).click()
    await expect(entry.getByRole('button', { name: `Mark Resolved feedback #${id}` })).toBeDisabled()
    await expect(entry.getByRole('button', { name: /^(Lock|Unlock) feedback/ })).toHaveCount(0)
    await expect(entry).toContainText('Resolved')

    // Exports arrive as downloaded files, narrowed by the status and priority filters.
    const today = new Date().toISOString().slice(0, 10)
    await page.getByLabel('Status').selectOption('resolved')
    await page.getByLabel('Priority').selectOption('urgent')
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ])
    expect(jsonDownload.suggestedFilename()).toBe(`feedback-export-${today}.json`)
    const json = JSON.parse(await readFile(await jsonDownload.path(), 'utf8')) as unknown
    const exported = (Array.isArray(json) ? json : (json as { entries: unknown[] }).entries) as Array<{
      id: number
      message: string
      status: string
    }>
    expect(exported.find((e) => e.id === id)).toMatchObject({ message, status: 'resolved' })
    expect(exported.every((e) => e.status === 'resolved')).toBe(true)

    const [mdDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Markdown' }).click(),
    ])
    expect(mdDownload.suggestedFilename()).toBe(`feedback-export-${today}.md`)
    const markdown = await readFile(await mdDownload.path(), 'utf8')
    expect(markdown).toContain(message)
    expect(markdown).toMatch(/^#/m)

    // Delete, after confirming.
    await entry.getByRole('button', { name: `Delete feedback #${id}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('No feedback entries found.')).toBeVisible()
    await page.getByLabel('Search feedback').fill('')
    await page.getByLabel('Status').selectOption('all')
    await page.getByLabel('Priority').selectOption('all')
    await expect(entries.filter({ hasText: message })).toHaveCount(0)
    await expect(entries.first()).toBeVisible()

    await page.getByRole('link', { name: /Back to Dashboard/ }).click()
    await expect(page).toHaveURL(/\/staff$/)
  })
})
