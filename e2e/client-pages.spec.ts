import { expect, saveScreenshot, signIn, test, toastWith } from './support'

test.describe('the client side', () => {
  test('a client walks from home through the tax flow and VIP tools to the document center', async ({ page }) => {
    await signIn(page, 'client')

    // Client home.
    await expect(page.getByRole('heading', { name: 'Welcome back, Jordan' })).toBeVisible()
    await expect(page.getByText('VIP', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    await saveScreenshot(page, 'client-home-page')
    await page.getByRole('button', { name: /^(Dark|Light) mode$/ }).click()
    await saveScreenshot(page, 'client-home-page')

    // Tax flow.
    await page.getByRole('link', { name: /My Tax Flow/ }).click()
    await expect(page).toHaveURL(/\/client\/tax-flow$/)
    const steps = page.getByRole('list', { name: 'Tax flow steps' }).getByRole('listitem')
    await expect(steps).toHaveCount(10)
    await expect(page.getByText('Step 6 of 10')).toBeVisible()
    await expect(page.getByText('60% Complete')).toBeVisible()
    await expect(steps.nth(5).getByRole('button', { name: /REVIEW/ })).toBeVisible()
    await expect(steps.nth(0).getByRole('button', { name: /VIEW/ })).toBeVisible()
    await expect(steps.nth(9).getByRole('button')).toHaveCount(0)
    await expect(page.getByText('Jordan Avery')).toBeVisible()
    await page.getByLabel('Message your advisor').fill('Looks good, thank you!')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('list', { name: 'Messages' }).getByText('Looks good, thank you!')).toBeVisible()
    await saveScreenshot(page, 'client-tax-flow')
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    await expect(page).toHaveURL(/\/client$/)

    // VIP tools.
    await page.getByRole('link', { name: /VIP Exclusive Tools/ }).click()
    await expect(page).toHaveURL(/\/client\/vip-tools$/)
    const tiles = page.getByRole('list', { name: 'VIP tools' }).getByRole('listitem')
    await expect(tiles).toHaveCount(8)
    await expect(page.getByRole('list', { name: 'VIP tools' }).getByRole('button')).toHaveCount(2)
    await expect(page.getByText('Your VIP Benefits')).toBeVisible()
    await saveScreenshot(page, 'client-vip-tools')
    await page.getByRole('button', { name: /Document Center/ }).click()

    // Document center: the client's own documents from the API.
    await expect(page).toHaveURL(/\/client\/documents$/)
    await expect(page.getByRole('heading', { name: 'Document Center' })).toBeVisible()
    const cards = page.getByTestId('document-card')
    await expect(cards.filter({ hasText: 'W-2_2025_AcmeCorp.pdf' })).toBeVisible()
    await expect(cards.filter({ hasText: 'W-2_2025_AcmeCorp.pdf' }).getByText('+1 more')).toBeVisible()
    await saveScreenshot(page, 'client-documents')

    const search = page.getByLabel('Search')
    await search.fill('no-such-document')
    await expect(page.getByText('No documents found')).toBeVisible()
    await expect(page.getByText(/adjust your search or filter/i)).toBeVisible()
    await expect(cards).toHaveCount(0)

    await search.fill('WAGES')
    await expect(cards).toHaveCount(1)
    await search.fill('')
    await page.getByLabel('Category').selectOption('Bank Statements')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('Chase_Statement_March_2025.pdf')
    await page.getByLabel('Category').selectOption('all')

    // Start processing an uploaded document and watch its status change.
    await search.fill('mortgage')
    const mortgage = cards.filter({ hasText: 'Mortgage_Interest_1098.pdf' })
    await expect(mortgage.getByTestId('document-status')).toHaveText('Uploaded')
    await mortgage.getByRole('button', { name: 'Process with AI' }).click()
    await expect(toastWith(page, 'Processing Started')).toBeVisible()
    await expect(mortgage.getByTestId('document-status')).toHaveText('Processing')
    await expect(mortgage.getByRole('button', { name: 'Process with AI' })).toHaveCount(0)
    await expect(mortgage.getByTestId('document-status')).toHaveText('Processed', { timeout: 20_000 })
    await expect(mortgage).not.toContainText('Uncategorized')
    await saveScreenshot(page, 'client-documents-processed')

    await page.getByRole('link', { name: 'Back to Portal' }).click()
    await expect(page).toHaveURL(/\/client$/)
  })

  test('a client reads the firm’s contact card and logs out', async ({ page }) => {
    await signIn(page, 'client')
    await page.getByRole('link', { name: 'Contact Your Advisor' }).click()
    await expect(page).toHaveURL(/\/client\/contact$/)
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(page.getByText('Office hours')).toBeVisible()
    await saveScreenshot(page, 'client-contact')
    await page.getByRole('link', { name: 'Back to Portal' }).click()
    await expect(page).toHaveURL(/\/client$/)

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: /Client Portal/ })).toBeVisible()
  })
})
