#!/usr/bin/env node
// `npm run bench:lighthouse` (and the last part of `npm run bench`): Lighthouse 12 with its mobile defaults, in
// Debian's Chromium, against npm start's build, on the four screens DECISIONS.md §10 names. Each figure is the
// median of LIGHTHOUSE_RUNS runs (default 3). Lighthouse comes through npx (LIGHTHOUSE_BIN overrides it), so the
// repository does not carry its 200 packages.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register()
const { Browser, startServerProcess } = await import('../apps/api/test/server-process.ts')

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
/** @type {[string, ...string[]]} */
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN] : ['npx', '--yes', 'lighthouse@12.8.2']
const SESSION_PASSWORD = 'a-bench-session-password-that-is-long-enough-0123456789'
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices'])
/** @typedef {(typeof CATEGORIES)[number]} Category */
/** @typedef {'first-contentful-paint' | 'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift'} Audit */

/**
 * The part of Lighthouse's JSON report read here (with --only-categories=CATEGORIES).
 * @typedef {object} LighthouseReport
 * @property {string} [finalDisplayedUrl]
 * @property {{ message: string }} [runtimeError]
 * @property {Record<Category, { score: number }>} categories
 * @property {Record<Audit, { numericValue: number }>} audits
 */

/**
 * One screen's medians: a score per category, the metrics in ms (CLS unitless).
 * @typedef {{ page: string, path: string, fcp: number, lcp: number, tbt: number, cls: number } & Record<Category, number>} LighthouseRow
 */

/**
 * DECISIONS.md §10.
 * @type {Record<Category, number>}
 */
export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 95, 'best-practices': 95 }

/** The screens and who looks at them: a visitor past the gate, a staff member, a client. */
const PAGES = [
  { name: 'Landing', path: '/', as: 'visitor' },
  { name: 'Staff workspace', path: '/staff', as: 'staff@ledgerline.example' },
  { name: 'Document center', path: '/client/documents', as: 'client@example.com' },
  { name: 'Feedback management', path: '/feedback-admin', as: 'staff@ledgerline.example' },
]

const progress = (/** @type {string} */ line) => process.stderr.write(`lighthouse: ${line}\n`)
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

function build() {
  // npm start builds what is missing or stale; so does this.
  const portal = join(root, 'apps/portal/dist/index.html')
  const widget = join(root, 'packages/feedback-widget/dist/feedback-widget.js')
  if (existsSync(portal) && existsSync(widget) && process.env.LIGHTHOUSE_SKIP_BUILD === '1') return
  progress('building the portal and the widget')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error('npm run build failed')
}

/**
 * The cookie of a visitor past the gate, or of a signed-in user.
 * @param {string} url
 * @param {string} as `visitor` or an email
 * @returns {Promise<string>}
 */
async function cookieFor(url, as) {
  const browser = new Browser()
  if (as === 'visitor') {
    const gate = await browser.request(url, 'POST', '/api/domain-auth', {
      username: 'preview',
      password: 'ledgerline-preview',
    })
    if (gate.status !== 204) throw new Error(`gate refused: ${gate.status}`)
  } else {
    await browser.signIn(url, as)
  }
  return browser.cookie
}

/**
 * @param {string} url
 * @param {string} cookie
 * @param {string} outFile
 * @returns {Promise<LighthouseReport>}
 */
function runLighthouse(url, cookie, outFile) {
  const args = [
    ...LIGHTHOUSE.slice(1),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--no-sandbox --headless --disable-gpu',
    `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE[0], args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}:\n${errors}`))
      /** @type {LighthouseReport} */
      const report = JSON.parse(readFileSync(outFile, 'utf8'))
      if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.message}`))
      resolve(report)
    })
  })
}

/**
 * Runs every page RUNS times; returns one row per page with the median score of each category.
 * @returns {Promise<LighthouseRow[]>}
 */
export async function lighthouseScores() {
  build()
  const server = await startServerProcess({ SESSION_PASSWORD, DATABASE_URL: ':memory:' })
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-lighthouse-'))
  try {
    /** @type {LighthouseRow[]} */
    const rows = []
    const only = process.env.LIGHTHOUSE_ONLY
    for (const page of PAGES.filter((entry) => !only || entry.path === only)) {
      const cookie = await cookieFor(server.url, page.as)
      const scores = /** @type {Record<Category, number[]>} */ (
        Object.fromEntries(CATEGORIES.map((category) => [category, /** @type {number[]} */ ([])]))
      )
      /** @type {Record<'lcp' | 'tbt' | 'cls' | 'fcp', number[]>} */
      const metrics = { lcp: [], tbt: [], cls: [], fcp: [] }
      for (let run = 1; run <= RUNS; run++) {
        progress(`${page.name} (${page.path}), run ${run} of ${RUNS}`)
        const report = await runLighthouse(`${server.url}${page.path}`, cookie, join(dir, 'report.json'))
        if (report.finalDisplayedUrl && new URL(report.finalDisplayedUrl).pathname !== page.path)
          throw new Error(`${page.path} ended on ${report.finalDisplayedUrl}: not signed in?`)
        for (const category of CATEGORIES) scores[category].push(Math.round(report.categories[category].score * 100))
        metrics.fcp.push(report.audits['first-contentful-paint'].numericValue)
        metrics.lcp.push(report.audits['largest-contentful-paint'].numericValue)
        metrics.tbt.push(report.audits['total-blocking-time'].numericValue)
        metrics.cls.push(report.audits['cumulative-layout-shift'].numericValue)
        if (process.env.LIGHTHOUSE_KEEP)
          writeFileSync(join(process.env.LIGHTHOUSE_KEEP, `${page.name}-${run}.json`), JSON.stringify(report))
      }
      rows.push({
        page: page.name,
        path: page.path,
        .../** @type {Record<Category, number>} */ (
          Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])]))
        ),
        fcp: median(metrics.fcp),
        lcp: median(metrics.lcp),
        tbt: median(metrics.tbt),
        cls: median(metrics.cls),
      })
    }
    return rows
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await server.stop()
  }
}

/**
 * @param {LighthouseRow[]} rows
 * @returns {string} a Markdown table
 */
export function lighthouseTable(rows) {
  const lines = [
    '| screen | performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    const mark = (/** @type {Category} */ category) =>
      `${row[category]}${row[category] >= LIGHTHOUSE_BUDGET[category] ? '' : ' (MISSED)'}`
    lines.push(
      `| ${row.page} (${row.path}) | ${mark('performance')} | ${mark('accessibility')} | ${mark('best-practices')} | ${(row.fcp / 1000).toFixed(1)} s | ${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`,
    )
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await lighthouseScores()
  const table = lighthouseTable(rows)
  console.log(
    `Lighthouse 12 (mobile defaults, ${CHROMIUM}), median of ${RUNS} runs; budget ${Object.values(LIGHTHOUSE_BUDGET).join('/')}\n\n${table}`,
  )
  const missed = rows.some((row) => CATEGORIES.some((category) => row[category] < LIGHTHOUSE_BUDGET[category]))
  process.exitCode = missed ? 1 : 0
}
