import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startServerProcess, type ServerProcess } from '../apps/api/test/server-process.js'
import type { Page } from '@playwright/test'
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
