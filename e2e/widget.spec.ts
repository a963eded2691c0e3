import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startServerProcess, type ServerProcess } from '../apps/api/test/server-process.js'
import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import type { Feedback } from '@ledgerline/sdk'
import { expect, test } from './support'

// The feedback widget embedded on a firm's own website (DECISIONS.md §7): another origin, hostile CSS, one script tag.
//
// Sites are registered with the CLI, which writes to the server's database; the shared e2e server keeps its
// database in a folder the specs cannot see, so this spec boots its own Ledgerline server (what `npm start`
// runs, serving the build the shared one just made) with a database it can hand to the CLI.

const root = join(import.meta.dirname, '..')
const HOSTILE_CSS = '* { color: red !important } button { display: none !important }'

let ledgerline: ServerProcess | undefined
let dataDir = ''
let apiBase = ''
let firmSite: Server | undefined
let firmPort = 0
let siteKey = ''
let env: NodeJS.ProcessEnv = {}

/** Runs `ledgerline …` on this spec's server database; answers its stdout. */
async function ledgerlineCli(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'tools/cli/bin/ledgerline.js'), ...args], {
    cwd: root,
    env,
  })
  return stdout
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
}

/** A firm's page: hostile CSS, and the widget's script tag unless `withWidget` is false. */
function firmPage(withWidget: boolean, body = '', lang = 'en'): string {
  const tag = `<script src="${apiBase}/widget/feedback-widget.js" data-api-base="${apiBase}" data-site-key="${siteKey}" defer></script>`
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>Example Firm</title><style>${HOSTILE_CSS}</style>
${withWidget ? tag : ''}</head><body><header><h1>Example Firm</h1></header><main><p id="pricing">Tax returns from $99</p></main>${body}</body></html>`
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-e2e-widget-'))
  const database = { DATABASE_URL: join(dataDir, 'ledgerline.sqlite'), SCRYPT_COST: '12' }
  env = { ...process.env, ...database }
  ledgerline = await startServerProcess(database)
  // Should the worker go down without afterAll, the server goes with it.
  process.once('exit', () => ledgerline?.child.kill('SIGTERM'))
  apiBase = ledgerline.url
  expect((await fetch(`${apiBase}/widget/feedback-widget.js`)).ok).toBe(true)
  // The loader's other files are served next to it; nothing else of the package's build folder is.
  for (const file of [
    'feedback-widget-assistant.js',
    'feedback-widget-pins.js',
    'feedback-widget-reader.js',
    'locales/ar.json',
  ])
    expect((await fetch(`${apiBase}/widget/${file}`)).status, file).toBe(200)
  for (const file of ['index.js', 'index.d.ts', 'locales/..%2Findex.js', 'locales/xx.json'])
    expect((await fetch(`${apiBase}/widget/${file}`)).status, file).toBe(404)

  firmSite = createServer((request, response) => {
    if (request.url === '/favicon.ico') return void response.writeHead(204).end()
    // /dialog: a page with a full-screen modal <dialog>, open from the start, and a popover it may open later.
    const body =
      request.url === '/dialog'
        ? `<dialog id="terms" style="width:100vw;height:100vh;max-width:none;max-height:none">Accept our terms</dialog>
<div id="promo" popover="manual" style="inset:0;width:100vw;height:100vh">Promotion</div>
<script>document.getElementById('terms').showModal()</script>`
        : ''
    if (request.url === '/csp') {
      // A strict policy: scripts and styles only with the nonce, connections only to Ledgerline.
      const nonce = 'r4nd0mN0nce'
      const policy = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src ${apiBase}`
      return void response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
      }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict</title>
<script src="${apiBase}/widget/feedback-widget.js" data-api-base="${apiBase}" data-site-key="${siteKey}" nonce="${nonce}" defer></script>
</head><body><main><h1>Example Firm</h1></main></body></html>`)
    }
    if (request.url?.startsWith('/missing')) return void response.writeHead(404).end()
    if (request.url?.startsWith('/evidence')) {
      // Issue 17: a strict policy (images from data: and blob: only, for the screenshot), a form field with a
      // value, an area the site masks, a blue swatch.
      const nonce = 'ev1denceN0nce'
      const policy = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data: blob:; connect-src 'self' ${apiBase}`
      const context = request.url === '/evidence' ? ' data-context="environment page console network"' : ''
      return void response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
      }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client 123-45-6789</title>
<style nonce="${nonce}">body{margin:0;background:#fff;font:16px sans-serif}#ssn,#notes,#swatch{position:absolute;left:20px;width:300px;height:40px;border:0}
#ssn{top:80px;background:#ff0000;color:#000}#notes{top:140px;background:#00ff00}#swatch{top:200px;background:#0000ff}</style>
<script src="${apiBase}/widget/feedback-widget.js" data-api-base="${apiBase}" data-site-key="${siteKey}" nonce="${nonce}"${context} defer></script>
</head><body><h1>Returns</h1><input id="ssn" value="123-45-6789" aria-label="SSN"><div id="notes" data-ledgerline-mask>Private notes</div><div id="swatch"></div></body></html>`)
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(firmPage(request.url !== '/plain', body, request.url === '/ar' ? 'ar' : 'en'))
  })
  firmPort = await listen(firmSite)

  // DECISIONS.md §8: `sites add --json` prints the site with its key.
  const site = await ledgerlineCli([
    'sites',
    'add',
    '--name',
    'Example Firm',
    '--origin',
    `http://127.0.0.1:${firmPort}`,
    '--json',
  ])
  siteKey = (JSON.parse(site) as { key: string }).key
  expect(siteKey).toMatch(/^lls_/)
})

test.afterAll(async () => {
  try {
    firmSite?.closeAllConnections() // the browser keeps connections alive; close() alone would wait for them
    await new Promise((resolve) => (firmSite ? firmSite.close(resolve) : resolve(undefined)))
    await ledgerline?.stop()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

/** Answers the assistant's questions up to the priority step. */
async function describeProblem(page: Page, message: string) {
  await page.getByRole('button', { name: /Feedback/ }).click()
  await page.getByRole('button', { name: 'Give feedback' }).click()
  await page.getByRole('button', { name: /Update/ }).click()
  await page.getByRole('button', { name: /Content/ }).click()
  await page.getByRole('textbox', { name: 'Your message' }).fill(message)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('a registered firm site embeds the widget with one script tag and submits anonymously', async ({ page }) => {
  // Submit-only with a site key: the widget reads nothing.
  const reads: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${apiBase}/api/`) && request.method() !== 'POST')
      reads.push(`${request.method()} ${request.url()}`)
  })
  await page.goto(`http://127.0.0.1:${firmPort}/plain`)
  const globalsWithout = await page.evaluate(() => Object.getOwnPropertyNames(window))
  await page.goto(`http://127.0.0.1:${firmPort}/`)

  const launcher = page.getByRole('button', { name: /Feedback/ })
  await expect(launcher).toBeVisible()
  // The page's `button { display: none !important }` and red text do not reach inside the shadow root.
  const globalsWith = await page.evaluate(() => Object.getOwnPropertyNames(window))
  expect(globalsWith.filter((name) => !globalsWithout.includes(name))).toEqual(['LedgerlineFeedback'])
  expect(await page.locator('ledgerline-feedback').count()).toBe(1)
  await expect(page.locator('h1')).toHaveCSS('color', 'rgb(255, 0, 0)')

  await launcher.click()
  const start = page.getByRole('button', { name: 'Give feedback' })
  await expect(start).toBeVisible()
  await expect(start).not.toHaveCSS('color', 'rgb(255, 0, 0)')
  await expect(page.getByRole('dialog', { name: 'Feedback assistant' })).not.toHaveCSS('color', 'rgb(255, 0, 0)')
  await page.getByRole('button', { name: 'Close' }).click()

  await describeProblem(page, 'The price on this page is out of date')
  await expect(page.getByRole('button', { name: /High/ })).toBeVisible()
  const submitted = page.waitForResponse(
    (response) => response.url() === `${apiBase}/api/feedback` && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: /High/ }).click()
  const response = await submitted
  expect(response.status()).toBe(201)
  expect(await response.json()).toMatchObject({
    message: 'The price on this page is out of date',
    reporterName: 'Anonymous',
    category: 'update',
    priority: 'high',
    pageUrl: '/',
    status: 'open',
  })
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Feedback assistant' })).toBeHidden()
  expect(reads).toEqual([])
})

test('under a strict nonce-only CSP the first load fetches only the loader, and the panel loads on open', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${apiBase}/widget/`)) scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`http://127.0.0.1:${firmPort}/csp`)
  const launcher = page.getByRole('button', { name: /Feedback/ })
  await expect(launcher).toBeVisible()
  // The launcher is styled (its nonced sheet applied): round and coloured, not a bare button.
  await expect(launcher).toHaveCSS('border-radius', '50%')
  expect(scripts).toEqual(['/widget/feedback-widget.js'])

  await launcher.click()
  await expect(page.getByRole('button', { name: 'Give feedback' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Feedback assistant' })).toHaveCSS('position', 'fixed')
  expect(scripts).toEqual(['/widget/feedback-widget.js', '/widget/feedback-widget-assistant.js'])
})

test('the launcher and panel stay on top of the page’s modal dialog and popovers, and take clicks', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${firmPort}/dialog`)
  await expect(page.locator('#terms')).toBeVisible()
  const launcher = page.getByRole('button', { name: /Feedback/ })
  // Playwright clicks only what is on top at that point and not inert.
  await launcher.click()
  await page.getByRole('button', { name: 'Give feedback' }).click()
  await expect(page.getByRole('heading', { name: 'What kind of feedback is it?' })).toBeVisible()

  // The page opens a full-screen popover later: the widget is raised above it.
  await page.evaluate(() => document.getElementById('promo')!.showPopover())
  await page.getByRole('button', { name: /Broken/ }).click()
  await expect(page.getByRole('heading', { name: 'What exactly?' })).toBeVisible()

  // The dialog closes, then opens again as the page goes on: the widget follows.
  await page.evaluate(() => {
    document.getElementById('promo')!.hidePopover()
    ;(document.getElementById('terms') as HTMLDialogElement).close()
  })
  await page.getByRole('button', { name: 'Close' }).click()
  await page.evaluate(() => (document.getElementById('terms') as HTMLDialogElement).showModal())
  await launcher.click()
  await expect(page.getByRole('button', { name: 'Give feedback' })).toBeVisible()
})

test('on an Arabic page the assistant speaks Arabic and is laid out right to left', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto(`http://127.0.0.1:${firmPort}/ar`)
  const launcher = page.getByRole('button', { name: 'الملاحظات' })
  await expect(launcher).toBeVisible()
  // Mirrored: the launcher sits at the bottom left, the panel opens above it, its text starts on the right.
  const button = (await launcher.boundingBox())!
  expect(button.x).toBeLessThan(100)
  await launcher.click()
  const panel = page.getByRole('dialog', { name: 'مساعد الملاحظات' })
  await expect(panel).toBeVisible()
  const box = (await panel.boundingBox())!
  expect(box.x).toBeLessThan(100)
  await expect(panel).toHaveCSS('direction', 'rtl')
  const title = panel.getByRole('heading', { name: 'مساعد الملاحظات' })
  const bar = (await title.boundingBox())!
  const close = (await panel.getByRole('button', { name: 'إغلاق' }).boundingBox())!
  expect(close.x).toBeLessThan(bar.x) // the close button is at the start of the bar's reading order: the left
  await panel.getByRole('button', { name: 'إرسال ملاحظة' }).click()
  await expect(panel.getByRole('button', { name: /معطّل/ })).toBeVisible()
})

test('in Arabic the Screenshot step and its marking layer read right to left', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto(`http://127.0.0.1:${firmPort}/ar`)
  await page.getByRole('button', { name: 'الملاحظات' }).click()
  await page.getByRole('button', { name: 'إرسال ملاحظة' }).click()
  await page.getByRole('button', { name: /معطّل/ }).click()
  await page.getByRole('button', { name: /العرض/ }).click()
  await page.getByRole('button', { name: /المحتوى/ }).click()
  const step = page.getByRole('group', { name: 'لقطة الشاشة' })
  await expect(step).toHaveCSS('direction', 'rtl')
  // The first button of the row sits on the right.
  const take = (await step.getByRole('button', { name: 'التقاط لقطة شاشة' }).boundingBox())!
  const upload = (await step.getByRole('button', { name: 'رفع صورة' }).boundingBox())!
  expect(take.x).toBeGreaterThan(upload.x)
  await step.getByRole('button', { name: 'التقاط لقطة شاشة' }).click()
  await step.getByRole('button', { name: 'تعليق' }).click()
  const layer = page.getByRole('dialog', { name: 'حدّد المشكلة' })
  await expect(layer).toHaveCSS('direction', 'rtl')
  const box = (await layer.getByRole('button', { name: 'مستطيل' }).boundingBox())!
  const arrow = (await layer.getByRole('button', { name: 'سهم' }).boundingBox())!
  expect(box.x).toBeGreaterThan(arrow.x)
})

test.describe('while the network is down', () => {
  // The browser logs each blocked attempt.
  test.use({ allowedConsoleErrors: [[/net::ERR_INTERNET_DISCONNECTED/], { scope: 'test' }] })

  test('a report made offline survives a reload and is stored exactly once when the network is back', async ({
    page,
  }) => {
    const endpoint = `${apiBase}/api/feedback`
    const keys: string[] = []
    page.on('request', (request) => {
      if (request.url() === endpoint && request.method() === 'POST')
        keys.push(request.headers()['idempotency-key'] ?? '')
    })
    await page.goto(`http://127.0.0.1:${firmPort}/`)
    await page.route(endpoint, (route) => route.abort('internetdisconnected'))

    const message = `Written while the network was down (${Date.now()})`
    await describeProblem(page, message)
    await page.getByRole('button', { name: /High/ }).click()
    await expect(page.getByText(/will be sent when the connection is back/)).toBeVisible()
    await expect(page.getByText(/Thank you/)).toHaveCount(0)

    // Still offline after a reload: the report waits, and the assistant shows it.
    await page.reload()
    await page.getByRole('button', { name: /Feedback/ }).click()
    await expect(page.getByText('Waiting to be sent: 1')).toBeVisible()
    await expect(page.getByText(message)).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()

    const stored = page.waitForResponse((r) => r.url() === endpoint && r.request().method() === 'POST', {
      timeout: 30_000,
    })
    await page.unroute(endpoint)
    expect((await stored).status()).toBe(201)
    await expect(page.getByText('Your saved feedback has now been sent. Thank you!')).toBeVisible()

    // One entry stored, every attempt under the same key.
    const exported = JSON.parse(await ledgerlineCli(['export', '--format', 'json'])) as { message: string }[]
    expect(exported.filter((entry) => entry.message === message)).toHaveLength(1)
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toMatch(/^[\w-]{1,100}$/)
  })
})

test.describe('a page from an origin the site did not register', () => {
  // The browser logs the refused cross-origin request. (An array option is given as [value, options]: Playwright
  // reads a bare array of several items as that pair.)
  test.use({
    allowedConsoleErrors: [
      [/blocked by CORS policy/, /Failed to load resource: net::ERR_FAILED/, /status of 403/],
      { scope: 'test' },
    ],
  })

  test('is refused', async ({ page }) => {
    // Same page and key, served as http://localhost:PORT: another origin than the registered http://127.0.0.1:PORT.
    await page.goto(`http://localhost:${firmPort}/`)
    await describeProblem(page, 'Sent from a site that is not registered')
    await page.getByRole('button', { name: /Low/ }).click()
    // The browser blocks the answer: the widget cannot know it was refused, so it keeps the report and says so.
    await expect(page.getByText(/will be sent when the connection is back/)).toBeVisible()
    await expect(page.getByText(/Thank you/)).toHaveCount(0)
    // Nothing was stored: the CLI's export reads the server's database.
    const exported = await ledgerlineCli(['export', '--format', 'json'])
    expect(exported).toContain('The price on this page is out of date')
    expect(exported).not.toContain('Sent from a site that is not registered')
  })
})

test.describe('a report with its evidence (issue 17)', () => {
  // The page logs an error and requests a missing file on purpose; the context collects both.
  test.use({ allowedConsoleErrors: [[/Boom for/, /status of 404/], { scope: 'test' }] })

  /** Records the body of every POST /api/feedback, which goes on to the real API; answers the bodies sent. */
  async function interceptSubmissions(page: Page): Promise<Record<string, unknown>[]> {
    const bodies: Record<string, unknown>[] = []
    await page.route(`${apiBase}/api/feedback`, async (route, request: Request) => {
      if (request.method() === 'POST') bodies.push(request.postDataJSON() as Record<string, unknown>)
      await route.fallback()
    })
    return bodies
  }

  /** Opens the assistant and answers up to the details step. */
  async function toDetails(page: Page, message: string) {
    await page.getByRole('button', { name: /Feedback/ }).click()
    await page.getByRole('button', { name: 'Give feedback' }).click()
    await page.getByRole('button', { name: /Broken/ }).click()
    await page.getByRole('button', { name: /Display/ }).click()
    await page.getByRole('button', { name: /Content/ }).click()
    await page.getByRole('textbox', { name: 'Your message' }).fill(message)
  }

  /** The colour of pixel (x, y) of an image given as a data: URL, read in a page without the firm's CSP. */
  async function pixels(page: Page, url: string, points: [number, number][]): Promise<number[][]> {
    const blank = await page.context().newPage()
    try {
      return await blank.evaluate(
        async ({ url, points }) => {
          const bitmap = await createImageBitmap(await (await fetch(url)).blob())
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          const context = canvas.getContext('2d')!
          context.drawImage(bitmap, 0, 0)
          return points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)))
        },
        { url, points },
      )
    } finally {
      await blank.close()
    }
  }

  test('a screenshot with a mark, masked fields and the scrubbed context is reviewed and sent', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiBase}/widget/`)) scripts.push(new URL(request.url()).pathname)
    })
    const bodies = await interceptSubmissions(page)
    await page.goto(`http://127.0.0.1:${firmPort}/evidence`)
    await expect(page.getByRole('button', { name: /Feedback/ })).toBeVisible()
    // With console and network on, the hooks come at once, before the panel is ever opened.
    await expect.poll(() => scripts).toEqual(['/widget/feedback-widget.js', '/widget/feedback-widget-context.js'])
    // Once they are in, the page fails twice, long before anyone opens the panel.
    await expect.poll(() => page.evaluate(() => console.error.toString().includes('[native code]'))).toBe(false)
    await page.evaluate(async () => {
      console.error('Boom for 123-45-6789')
      await fetch('/missing?token=secret')
    })

    await toDetails(page, 'The SSN field overlaps the notes')
    const review = page.getByRole('group', { name: 'Also sent with your report' })
    await expect(review).toContainText('error: Boom for [SSN]')
    await expect(review).toContainText(`GET http://127.0.0.1:${firmPort}/missing → 404`)
    await expect(review).toContainText('Client [SSN]')
    await expect(review).not.toContainText('123-45-6789')
    // The reporter removes the page title from what is sent.
    await review.getByRole('button', { name: 'Remove Page title' }).click()
    await expect(review).not.toContainText('Client [SSN]')

    await page.getByRole('button', { name: 'Take a screenshot' }).click()
    await expect(page.getByRole('img', { name: 'Screenshot that will be sent, 0 marks' })).toBeVisible()
    expect(scripts).toContain('/widget/feedback-widget-screenshot.js')
    await page.getByRole('button', { name: 'Annotate' }).click()
    const surface = page.getByRole('application', { name: 'Screenshot to mark' })
    await expect(surface).toBeFocused()
    // A box with the keyboard: an arrow key brings it (moved 10 px right), Enter places it.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText('Mark placed. Marks: 1.')
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('img', { name: 'Screenshot that will be sent, 1 marks' })).toBeVisible()

    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: /High/ }).click()
    await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible()
    expect(bodies).toHaveLength(1)
    const sent = bodies[0]!
    expect(sent).toMatchObject({ message: 'The SSN field overlaps the notes', category: 'broken', priority: 'high' })
    const context = sent.context as Record<string, unknown>
    expect(context).toMatchObject({
      viewport: '1280x720',
      console: [expect.objectContaining({ level: 'error', message: 'Boom for [SSN]' })],
      network: [{ method: 'GET', url: `http://127.0.0.1:${firmPort}/missing`, status: 404 }],
    })
    expect(context).not.toHaveProperty('title')
    expect(JSON.stringify(sent)).not.toContain('123-45-6789')
    expect(JSON.stringify(sent)).not.toContain('secret')

    const screenshot = sent.screenshot as string
    expect(screenshot).toMatch(/^data:image\/png;base64,/)
    // The viewport at scroll 0: image pixels are CSS pixels. The field and the marked area are solid grey; the
    // swatch is blue as on the page; the box's left edge (centred quarter-size box, 10 px right) is red.
    const [field, marked, swatch, edge] = await pixels(page, screenshot, [
      [170, 100],
      [170, 160],
      [170, 220],
      [490, 360],
    ])
    expect(field).toEqual([107, 114, 128])
    expect(marked).toEqual([107, 114, 128])
    expect(swatch).toEqual([0, 0, 255])
    expect(edge![0]).toBeGreaterThan(180)
    expect(edge![1]).toBeLessThan(60)

    // The API stored the report with its image and context: the export lists both (the image as a link).
    const exported = JSON.parse(await ledgerlineCli(['export', '--format', 'json'])) as Feedback[]
    const stored = exported.find((entry) => entry.message === 'The SSN field overlaps the notes')
    expect(stored?.screenshotUrl).toMatch(new RegExp(`/api/feedback/${stored?.id}/screenshot$`))
    expect(stored?.context).toMatchObject({ console: [{ level: 'error', message: 'Boom for [SSN]' }] })
    expect(JSON.stringify(exported)).not.toContain('123-45-6789')
  })

  test('without data-context nothing is collected or sent, and no hooks are loaded', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiBase}/widget/`)) scripts.push(new URL(request.url()).pathname)
    })
    const bodies = await interceptSubmissions(page)
    await page.goto(`http://127.0.0.1:${firmPort}/evidence-off`)
    await toDetails(page, 'Nothing but the message')
    await expect(page.getByRole('group', { name: 'Screenshot' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Also sent with your report' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: /Low/ }).click()
    await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible()
    expect(bodies[0]).not.toHaveProperty('context')
    expect(bodies[0]).not.toHaveProperty('screenshot')
    expect(scripts).not.toContain('/widget/feedback-widget-context.js')
    expect(scripts).not.toContain('/widget/feedback-widget-screenshot.js')
  })

  for (const scheme of ['light', 'dark'] as const)
    test.describe(() => {
      // axe-core, injected into the page to check colours, sets style attributes the strict policy refuses.
      test.use({
        allowedConsoleErrors: [[/Boom for/, /status of 404/, /Applying inline style violates/], { scope: 'test' }],
      })
      test(`axe finds nothing serious inside the shadow root (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto(`http://127.0.0.1:${firmPort}/evidence`)
        await toDetails(page, 'Checking accessibility')
        await expect(page.getByRole('group', { name: 'Also sent with your report' })).toBeVisible()
        await page.getByRole('button', { name: 'Take a screenshot' }).click()
        await expect(page.getByRole('button', { name: 'Annotate' })).toBeFocused()
        const serious = async () => {
          const { violations } = await new AxeBuilder({ page }).include('ledgerline-feedback').analyze()
          return violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        }
        expect(await serious()).toEqual([])
        await page.getByRole('button', { name: 'Annotate' }).click()
        await expect(page.getByRole('dialog', { name: 'Mark the problem' })).toBeVisible()
        expect(await serious()).toEqual([])
        // Escape leaves the marking layer, not the panel; focus comes back to Annotate.
        await page.keyboard.press('Escape')
        await expect(page.getByRole('button', { name: 'Annotate' })).toBeFocused()
        await expect(page.getByRole('dialog', { name: 'Feedback assistant' })).toBeVisible()
      })
    })

  test.describe('on a page whose policy refuses data: images', () => {
    // The DOM screenshot is drawn through an SVG data: image, which this page's img-src ('none') refuses.
    test.use({
      allowedConsoleErrors: [
        [/violates the following Content Security Policy directive: "default-src 'none'"/],
        { scope: 'test' },
      ],
    })

    test('the screenshot falls back to an uploaded image, which is sent', async ({ page }) => {
      const bodies = await interceptSubmissions(page)
      await page.goto(`http://127.0.0.1:${firmPort}/csp`)
      await toDetails(page, 'Here is a picture instead')
      await page.getByRole('button', { name: 'Take a screenshot' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'This page could not be captured. Upload or paste an image instead.',
      )
      await expect(page.getByRole('button', { name: 'Upload an image' })).toBeFocused()
      // A real 3x2 PNG, red.
      const png = await page.evaluate(async () => {
        const canvas = new OffscreenCanvas(3, 2)
        const context = canvas.getContext('2d')!
        context.fillStyle = '#ff0000'
        context.fillRect(0, 0, 3, 2)
        return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer()))
      })
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Upload an image' }).click()
      await (await chooser).setFiles({ name: 'shot.png', mimeType: 'image/png', buffer: Buffer.from(png) })
      await expect(page.getByRole('img', { name: 'Screenshot that will be sent, 0 marks' })).toBeVisible()
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByRole('button', { name: /Normal/ }).click()
      await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible()
      const screenshot = bodies[0]!.screenshot as string
      expect(screenshot).toMatch(/^data:image\/png;base64,/)
      expect(await pixels(page, screenshot, [[1, 1]])).toEqual([[255, 0, 0]])
    })
  })

  test('focus stays in the panel and goes back to the launcher when it closes', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${firmPort}/evidence-off`)
    const launcher = page.getByRole('button', { name: /Feedback/ })
    await launcher.click()
    const start = page.getByRole('button', { name: 'Give feedback' })
    await expect(start).toBeFocused()
    // Forward from the last control comes round to the first (Minimise), backward from the first to the last.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab')
    await expect(page.getByRole('dialog', { name: 'Feedback assistant' }).locator(':focus')).toHaveCount(1)
    await page.getByRole('button', { name: 'Minimise' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('dialog', { name: 'Feedback assistant' }).locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(launcher).toBeFocused()
  })
})
