// The published packages as a consumer meets them: `npm pack` each (prepack builds it), install the tarballs
// into scratch projects outside the workspace (third-party packages from npm's cache first), and use them
// there: (a) a strict TypeScript project with NodeNext, (b) a Vite project with bundler resolution, (c) plain
// Node ESM, the SDK's Node client and the CLI, (d) the widget's script tag on a plain HTML page in Chromium.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server as HttpServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Server } from '@hapi/hapi'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../../apps/api/test/helpers.js'
import { sitesService } from '../../apps/api/src/sites/service.js'
import { tokensService } from '../../apps/api/src/tokens/service.js'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const bin = (name: string) => join(root, 'node_modules', name)
const scratch = mkdtempSync(join(tmpdir(), 'ledgerline-consumer-'))
const packs = join(scratch, 'packs')
const tarball: Record<'contracts' | 'sdk' | 'widget' | 'cli', string> = { contracts: '', sdk: '', widget: '', cli: '' }
let api: Server
let apiUrl: string

/** A scratch project: package.json, the files given, and `npm install` of `dependencies`. */
async function project(name: string, dependencies: string[], files: Record<string, string>): Promise<string> {
  const dir = join(scratch, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...dependencies], {
    cwd: dir,
  })
  return dir
}

const tsc = (dir: string, config = 'tsconfig.json') =>
  run(process.execPath, [bin('typescript/bin/tsc'), '-p', config], { cwd: dir }).catch((error: { stdout: string }) => {
    throw new Error(`tsc -p ${config} failed in ${dir}:\n${error.stdout}`)
  })

const strict = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  skipLibCheck: false,
  noEmit: true,
  target: 'ES2022',
}

let nodeNext: Promise<string>
let bundler: Promise<string>
let nodeEsm: Promise<string>
let page: Promise<string>

beforeAll(async () => {
  mkdirSync(packs)
  const { stdout } = await run(
    'npm',
    [
      'pack',
      '--json',
      '--pack-destination',
      packs,
      ...['@ledgerline/contracts', '@ledgerline/sdk', '@ledgerline/feedback-widget', '@ledgerline/cli'].flatMap((w) => [
        '--workspace',
        w,
      ]),
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  )
  const packed = readdirSync(packs)
  tarball.contracts = join(
    packs,
    packed.find((f) => f.startsWith('ledgerline-contracts-'))!,
  )
  tarball.sdk = join(
    packs,
    packed.find((f) => f.startsWith('ledgerline-sdk-'))!,
  )
  tarball.widget = join(
    packs,
    packed.find((f) => f.startsWith('ledgerline-feedback-widget-'))!,
  )
  tarball.cli = join(
    packs,
    packed.find((f) => f.startsWith('ledgerline-cli-'))!,
  )
  expect(stdout).toContain('ledgerline-cli-')

  api = await createTestServer({ PORT: '0', HOST: '127.0.0.1' })
  await api.start()
  apiUrl = api.info.uri

  // The four projects install side by side; each test awaits its own.
  nodeNext = project(
    'ts-nodenext',
    [tarball.contracts, tarball.sdk, tarball.widget, 'react@19', 'swr@2', '@types/react@19', '@types/node@20'],
    {
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          ...strict,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          types: ['node'],
        },
        include: ['src/app.ts'],
      }),
      // A server-side project: no DOM library at all.
      'tsconfig.node.json': JSON.stringify({
        compilerOptions: {
          ...strict,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023'],
          types: ['node'],
        },
        include: ['src/server.ts'],
      }),
      // No "jsx" setting: the widget's types must not bring .tsx sources along (TS6142).
      'src/app.ts': `import { createClient, isApiError, type ClientOptions, type Feedback } from '@ledgerline/sdk'
import { FEEDBACK_PRIORITIES } from '@ledgerline/sdk/types'
import { FEEDBACK_LIMITS, type FeedbackInput } from '@ledgerline/contracts'
import { LedgerlineProvider, useCurrentUser } from '@ledgerline/sdk/react'
import { init, type FeedbackWidgetOptions } from '@ledgerline/feedback-widget'

const options: ClientOptions = { baseUrl: 'https://portal.example.com', credentials: 'include' }
const client = createClient(options)
const widget: FeedbackWidgetOptions = { apiBase: 'https://portal.example.com', siteKey: 'lls_key' }
export const first = async (): Promise<Feedback | undefined> => (await client.listFeedback({ status: 'open' }))[0]
export const input: FeedbackInput = { message: 'x'.repeat(FEEDBACK_LIMITS.message), category: 'broken', pageUrl: '/' }
export const wiring: unknown[] = [LedgerlineProvider, useCurrentUser, init, widget, isApiError, FEEDBACK_PRIORITIES]
`,
      'src/server.ts': `import { createNodeClient, writeFeedbackExport, type WrittenExport } from '@ledgerline/sdk/node'
const client = createNodeClient({ baseUrl: 'https://portal.example.com' })
export const report = (): Promise<WrittenExport> => writeFeedbackExport(client, 'markdown', process.stdout)
`,
    },
  )
  bundler = project('vite-bundler', [tarball.contracts, tarball.sdk, tarball.widget], {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { ...strict, module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], types: [] },
      include: ['src'],
    }),
    'index.html': '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>\n',
    'src/main.ts': `import { createClient } from '@ledgerline/sdk'
import { init } from '@ledgerline/feedback-widget'

const client = createClient({ baseUrl: 'https://portal.example.com' })
void client.getFeedbackCount
init({ apiBase: 'https://portal.example.com', siteKey: 'lls_key' })
`,
  })
  nodeEsm = project('node-esm', [tarball.contracts, tarball.sdk, tarball.cli], {
    'session.mjs': `import { createNodeClient, writeFeedbackExport } from '@ledgerline/sdk/node'
const api = createNodeClient({ baseUrl: process.env.API })
await api.domainAuth({ username: 'preview', password: 'ledgerline-preview' })
await api.login({ email: 'staff@ledgerline.example', password: 'demo1234', portal: 'staff' })
const user = await api.getCurrentUser()
const written = await writeFeedbackExport(api, 'json', process.cwd())
console.log(JSON.stringify({ email: user.email, filename: written.filename, bytes: written.bytes }))
`,
  })
  page = project('html-page', [tarball.contracts, tarball.sdk, tarball.widget], {})
  // Failures surface in the tests that await them.
  for (const pending of [nodeNext, bundler, nodeEsm, page]) pending.catch(() => undefined)
})

afterAll(async () => {
  await api?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('the tarballs', () => {
  it('hold the built files, and neither tests nor test helpers', async () => {
    const entry = {
      contracts: 'package/dist/index.js',
      sdk: 'package/dist/index.js',
      widget: 'package/dist/feedback-widget.js',
      cli: 'package/dist/main.js',
    }
    for (const [name, file] of Object.entries(tarball) as Array<[keyof typeof entry, string]>) {
      const listing = (await run('tar', ['-tzf', file])).stdout.split('\n').filter(Boolean)
      expect(listing, name).toContain(entry[name])
      expect(
        listing.filter((path) => /\.test\.|\/test\//.test(path)),
        name,
      ).toEqual([])
    }
  })
})

describe('(a) a strict TypeScript project with NodeNext', () => {
  it('type-checks the SDK, its React layer and the widget, and the Node client without the DOM library', async () => {
    const dir = await nodeNext
    await tsc(dir)
    await tsc(dir, 'tsconfig.node.json')
  })
})

describe('(b) a Vite project with bundler resolution', () => {
  it('type-checks and bundles the SDK and the widget', async () => {
    const dir = await bundler
    await tsc(dir)
    await run(process.execPath, [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: dir })
    const assets = join(dir, 'dist/assets')
    const bundle = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n')
    expect(bundle).toContain('X-Ledgerline-Site-Key')
    expect(bundle).toContain('/api/feedback')
  })
})

describe('(c) plain Node ESM', () => {
  it('signs in with the SDK’s Node client (gate, login, session kept) and writes an export to a file', async () => {
    const dir = await nodeEsm
    const { stdout } = await run(process.execPath, ['session.mjs'], { cwd: dir, env: { ...process.env, API: apiUrl } })
    const result = JSON.parse(stdout) as { email: string; filename: string; bytes: number }
    expect(result.email).toBe('staff@ledgerline.example')
    expect(JSON.parse(readFileSync(join(dir, result.filename), 'utf8')).length).toBeGreaterThan(0)
  })

  it('runs the installed ledgerline: --version, and export --api with the token from the environment', async () => {
    const dir = await nodeEsm
    const ledgerline = join(dir, 'node_modules/.bin/ledgerline')
    const { version } = JSON.parse(readFileSync(join(root, 'tools/cli/package.json'), 'utf8')) as { version: string }
    expect((await run(ledgerline, ['--version'], { cwd: dir })).stdout).toBe(`${version}\n`)

    const { token } = await tokensService.create(api.app.db, { name: 'Consumer test' })
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LEDGERLINE_API_URL: apiUrl,
      LEDGERLINE_TOKEN: token,
    }
    const exported = await run(ledgerline, ['export', '--format', 'json', '--out', 'report.json'], { cwd: dir, env })
    expect(exported.stderr).toMatch(/^Exported \d+ entries/)
    const direct = await fetch(`${apiUrl}/api/feedback/export/json`, { headers: { authorization: `Bearer ${token}` } })
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe(await direct.text())

    // The database commands belong to a checkout, and say so.
    const outside = await run(ledgerline, ['users', 'list'], { cwd: dir, env }).catch((error: unknown) => error)
    expect(outside).toMatchObject({ code: 1, stderr: expect.stringContaining('checkout of the Ledgerline repository') })
  })
})

describe('(d) the script tag on a plain HTML page', () => {
  let pageServer: HttpServer | undefined
  afterAll(() => pageServer?.close())

  it('mounts the widget from the installed IIFE with its data attributes', async () => {
    const dir = await page
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' }
    pageServer = createServer((request, response) => {
      try {
        const body = readFileSync(join(dir, decodeURIComponent(new URL(request.url!, 'http://x').pathname)))
        response.writeHead(200, { 'content-type': types[extname(request.url!)] ?? 'application/octet-stream' })
        response.end(body)
      } catch {
        response.writeHead(404).end()
      }
    })
    await new Promise<void>((resolve) => pageServer!.listen(0, '127.0.0.1', resolve))
    const pageOrigin = `http://127.0.0.1:${(pageServer.address() as { port: number }).port}`
    const site = await sitesService.add(api.app.db, { name: 'Consumer page', origins: [pageOrigin] })
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><title>A firm's site</title></head><body><h1>Pricing</h1>
<script src="/node_modules/@ledgerline/feedback-widget/dist/feedback-widget.js" data-api-base="${apiUrl}" data-site-key="${site.key}" defer></script>
</body></html>\n`,
    )
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
    try {
      const tab = await browser.newPage()
      const errors: string[] = []
      tab.on('pageerror', (error) => errors.push(error.message))
      await tab.goto(`${pageOrigin}/index.html`)
      await expect
        .poll(() =>
          tab.evaluate(
            () => (window as { LedgerlineFeedback?: { current(): unknown } }).LedgerlineFeedback?.current() != null,
          ),
        )
        .toBe(true)
      // Playwright's locators pierce the open shadow root the widget renders into.
      await tab
        .getByRole('button', { name: /feedback/i })
        .first()
        .waitFor()
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
