import { expect, saveScreenshot, signInQuickly, SIZES, test, useTheme, type Page } from './support'

// Issue 17: a report carries its evidence. A client's submission with a screenshot (a PNG the browser encodes from a
// canvas, as the assistant does) and the page's context appears in feedback management: a thumbnail that opens
// larger and a collapsed context panel, in both themes and at phone size; the export lists the image as a link.

const origin = `http://127.0.0.1:${process.env.E2E_PORT}`

/** Submits a report with a screenshot and context from the signed-in page; answers its id. */
async function submitWithEvidence(page: Page, message: string): Promise<number> {
  const screenshot = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 480
    canvas.height = 300
    const g = canvas.getContext('2d')!
    g.fillStyle = '#f8fafc'
    g.fillRect(0, 0, 480, 300)
    g.fillStyle = '#1d4ed8'
    g.fillRect(0, 0, 480, 48)
    g.fillStyle = '#0f172a'
    g.font = '20px sans-serif'
    g.fillText('Tax documents', 24, 100)
    g.fillStyle = '#e2e8f0'
    g.fillRect(24, 130, 300, 36)
    g.strokeStyle = '#dc2626'
    g.lineWidth = 4
    g.strokeRect(16, 80, 330, 100)
    return canvas.toDataURL('image/png')
  })
  const response = await page.request.post('/api/feedback', {
    headers: { origin },
    data: {
      message,
      category: 'broken',
      pageUrl: '/client/documents',
      screenshot,
      context: {
        browser: 'Chromium',
        os: 'Linux',
        viewport: '1366x850',
        language: 'en-US',
        timeZone: 'UTC',
        title: 'Documents <script>alert(1)</script>',
        console: [
          { level: 'error', message: 'TypeError: total is undefined (SSN [redacted])', at: new Date().toISOString() },
        ],
        network: [{ method: 'POST', url: '/api/documents/upload', status: 500 }],
      },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

async function openEntry(page: Page, message: string, id: number) {
  await page.goto('/feedback-admin')
  await page.getByLabel('Search feedback').fill(message)
  const row = page.getByRole('article', { name: `Feedback #${id}` })
  await expect(row).toBeVisible()
  return row
}

for (const theme of ['light', 'dark'] as const) {
  test(`a submission's screenshot and context reach feedback management and the export (${theme})`, async ({
    browser,
  }) => {
    const message = `Upload button fails (${theme} ${Date.now()})`
    const clientContext = await browser.newContext()
    const client = await clientContext.newPage()
    await signInQuickly(client, 'client')
    await client.goto('/client')
    const id = await submitWithEvidence(client, message)
    await clientContext.close()

    const staffContext = await browser.newContext({ viewport: SIZES.desktop })
    const staff = await staffContext.newPage()
    await useTheme(staff, theme)
    await signInQuickly(staff, 'staff')
    const row = await openEntry(staff, message, id)

    const thumbnail = row.getByRole('img', { name: `Screenshot sent with feedback #${id}` })
    await expect(thumbnail).toBeVisible()
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480)
    const trigger = row.getByRole('button', { name: `Show the page context of feedback #${id}` })
    await expect(trigger).toHaveText(/Page context \(1 console line, 1 failed request\)/)
    await trigger.click()
    await expect(row.getByText('Documents <script>alert(1)</script>')).toBeVisible()
    await expect(row.getByText('POST /api/documents/upload — 500')).toBeVisible()
    await saveScreenshot(staff, 'feedback-evidence-context')

    await row.getByRole('button', { name: `View the screenshot of feedback #${id}` }).click()
    const dialog = staff.getByRole('dialog', { name: `Screenshot of feedback #${id}` })
    await expect(dialog.getByRole('img', { name: `Screenshot sent with feedback #${id}` })).toBeVisible()
    await saveScreenshot(staff, 'feedback-evidence-screenshot')
    await staff.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // The export lists the image as an absolute link, which serves it to staff.
    const markdown = await (await staff.request.get('/api/feedback/export/markdown')).text()
    const link = `${origin}/api/feedback/${id}/screenshot`
    expect(markdown).toContain(`- **Screenshot:** <${link}>`)
    const json = (await (await staff.request.get('/api/feedback/export/json')).json()) as Array<{
      id: number
      screenshotUrl: string | null
    }>
    expect(json.find((entry) => entry.id === id)?.screenshotUrl).toBe(link)
    const image = await staff.request.get(link)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    // Opened on its own (Open full size), the image shows despite its restrictive CSP.
    await staff.goto(link)
    await expect.poll(() => staff.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480)

    // At phone size the thumbnail and the panel stack under the message.
    await staff.setViewportSize(SIZES.phone)
    const phoneRow = await openEntry(staff, message, id)
    await expect(phoneRow.getByRole('img', { name: `Screenshot sent with feedback #${id}` })).toBeVisible()
    await phoneRow.getByRole('button', { name: `Show the page context of feedback #${id}` }).click()
    await expect(phoneRow.getByText('TypeError: total is undefined (SSN [redacted])')).toBeVisible()
    // The evidence fits the phone's width.
    for (const part of [
      phoneRow.getByRole('button', { name: `View the screenshot of feedback #${id}` }),
      phoneRow.getByRole('button', { name: `Hide the page context of feedback #${id}` }),
      phoneRow.getByText('POST /api/documents/upload — 500'),
    ]) {
      const box = (await part.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(SIZES.phone.width)
    }
    await saveScreenshot(staff, 'feedback-evidence-phone')
    await staffContext.close()
  })
}
