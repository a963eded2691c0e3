#!/usr/bin/env node
// `npm run bench`: measures the budgets of DECISIONS.md §10 on this machine and prints one table
// (also written to bench/results.md). Servers run as child processes on loopback with temp databases;
// each figure is the median of BENCH_RUNS runs (default 3) of BENCH_SECONDS seconds (default 5).
// BENCH_ONLY (comma list of sizes, reads, writes, burst, large, exports) and BENCH_DB (sqlite, pg)
// select parts: a partial run prints its table but leaves bench/results.md alone.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'
import { registerSourceCondition } from '../scripts/source-condition.js'
import {
  countFeedback,
  fillFeedback,
  fillGenerated,
  LARGE_NEEDLE,
  LARGE_PIN_PAGE,
  openDatabase,
} from './lib/feedback-rows.js'
import { burst, download, median, peakRssDuring, runMeasured, scanFile, throughput } from './lib/measure.js'
import { portalFirstScreen, widgetSizes } from './lib/sizes.js'
import { API_BUNDLE, apiBundleStale, buildApi } from '../scripts/build-api.js'

register()
registerSourceCondition()
const { Browser, startServerProcess } = await import('../apps/api/test/server-process.ts')
const { findPgBin, startPgCluster } = await import('../apps/api/test/pg-cluster.ts')

/** @typedef {import('./lib/measure.js').ExportScan} ExportScan */
/** @typedef {Awaited<ReturnType<typeof throughput>>} Sample */
/**
 * A server's environment variables (DATABASE_URL, DATA_DIR, SESSION_PASSWORD).
 * @typedef {Record<string, string>} Env
 */
/** @typedef {{ url: string, pid: number | undefined, stop: () => Promise<void> }} BareServer */
/** @typedef {{ server: import('../apps/api/test/server-process.ts').ServerProcess, headers: { cookie: string } }} Api */

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const SUBMISSIONS = 10_000
const SUBMITTERS = 100
const EXPORT_ROWS = 100_000
const LARGE_ROWS = Number(process.env.BENCH_LARGE_ROWS ?? 1_000_000)
const LATENCY_SAMPLES = 41
const SECTIONS = ['sizes', 'reads', 'writes', 'burst', 'large', 'exports']
const DATABASES = ['sqlite', 'pg']
const listOf = (/** @type {string | undefined} */ value, /** @type {string[]} */ all) =>
  value ? value.split(',').map((s) => s.trim()) : all
const only = listOf(process.env.BENCH_ONLY, SECTIONS)
const databases = listOf(process.env.BENCH_DB, DATABASES)
for (const name of only) if (!SECTIONS.includes(name)) throw new Error(`BENCH_ONLY: unknown section ${name}`)
for (const name of databases) if (!DATABASES.includes(name)) throw new Error(`BENCH_DB: unknown database ${name}`)
const partial = only.length < SECTIONS.length || databases.length < DATABASES.length
const want = (/** @type {string} */ section) => only.includes(section)
const SESSION_PASSWORD = 'a-bench-session-password-that-is-long-enough-0123456789'

const KB = 1024
const MB = 1024 * 1024
const BUDGET = {
  widgetLoaderGzip: 6 * KB,
  widgetAssistantGzip: 15 * KB,
  // Issue 17's parts, outside the assistant's budget (as in packages/feedback-widget/vite.config.ts).
  widgetContextGzip: 2 * KB,
  widgetEvidenceGzip: 12 * KB,
  widgetScreenshotGzip: 12 * KB,
  portalGzip: 120 * KB,
  readRatio: 0.85,
  writeRatio: 0.5,
  burstSeconds: 30,
  pageMs: 50,
  searchMs: 150,
  exportSeconds: 3,
  exportPeak: 120 * MB,
}

const progress = (/** @type {string} */ line) => process.stderr.write(`bench: ${line}\n`)
const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`
const mb = (/** @type {number} */ bytes) => `${(bytes / MB).toFixed(0)} MB`
const perSecond = (/** @type {number} */ value) => `${Math.round(value).toLocaleString('en-US')} req/s`
const percent = (/** @type {number} */ ratio) => `${(ratio * 100).toFixed(0)}%`
const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'MISSED')

/**
 * The table: one row per figure.
 * @type {{ figure: string, value: string, budget: string, result: string }[]}
 */
const rows = []
/**
 * @param {string} figure
 * @param {string} value
 * @param {string} [budget]
 * @param {string} [result] `met` or `MISSED`
 */
const row = (figure, value, budget = '', result = '') => rows.push({ figure, value, budget, result })

/**
 * What to stop and remove on the way out, last first.
 * @type {(() => Promise<unknown>)[]}
 */
const stops = []
async function stopAll() {
  for (let stop = stops.pop(); stop; stop = stops.pop()) await stop().catch(() => {})
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)))

function build() {
  // The screenshot part is the widget build's last file.
  const widget = join(root, 'packages/feedback-widget/dist/feedback-widget-screenshot.js')
  const portal = join(root, 'apps/portal/dist/index.html')
  if (existsSync(widget) && existsSync(portal)) return
  progress('building the widget and the portal')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error('npm run build failed')
}

/**
 * The bare hapi routes (bench/lib/bare-server.js) in their own process.
 * @returns {Promise<BareServer>}
 */
async function startBareServer() {
  const child = spawn(process.execPath, [join(root, 'bench/lib/bare-server.js')], {
    cwd: root,
    env: { ...process.env, SESSION_PASSWORD },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = /ready (\S+)/.exec(out)
      if (match) resolve(/** @type {string} */ (match[1]))
    })
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)))
  })
  const stop = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) =>
        child.exitCode === null ? (child.once('exit', () => resolve()), child.kill()) : resolve(),
      )
    )
  stops.push(stop)
  return { url, pid: child.pid, stop }
}

/**
 * The API as `npm start` runs it: the bundle of scripts/build-api.js, rebuilt when a source changed.
 * @param {Env} env
 * @returns {Promise<Api>}
 */
async function startApi(env) {
  if (apiBundleStale()) {
    progress('bundling the API')
    await buildApi()
  }
  const server = await startServerProcess({ SESSION_PASSWORD, ...env }, 60_000, API_BUNDLE)
  stops.push(() => server.stop())
  const browser = new Browser()
  await browser.signIn(server.url, 'admin@ledgerline.example')
  return { server, headers: { cookie: browser.cookie } }
}

/**
 * The bare cookie route's rate, per database pass, for the ratios of the reads and the writes.
 * @type {Record<string, number>}
 */
const cookieRates = {}

/**
 * Signed-in GET /api/feedback/count against the bare routes, interleaved run by run.
 * @param {string} label
 * @param {Api} api
 * @param {BareServer} bare
 * @param {{ withoutAuth: boolean }} options
 */
async function readThroughput(label, api, bare, { withoutAuth }) {
  /** @typedef {{ url: string, pid: number | undefined }} Target */
  /** @type {{ bare?: Target, cookie: Target, api: Target }} */
  const targets = {
    bare: { url: `${bare.url}/bare`, pid: bare.pid },
    cookie: { url: `${bare.url}/bare-cookie`, pid: bare.pid },
    api: { url: `${api.server.url}/api/feedback/count`, pid: api.server.child.pid },
  }
  if (!withoutAuth) delete targets.bare
  progress(`${label}: warming up`)
  // JIT and caches settle in the first seconds: the route that runs first would pay for them.
  for (const target of Object.values(targets)) await throughput({ ...target, headers: api.headers, duration: SECONDS })
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, /** @type {Sample[]} */ ([])]))
  /** @param {string} name a key of `targets` */
  const samplesOf = (name) => {
    const list = samples[name]
    if (!list) throw new Error(`no samples for ${name}`)
    return list
  }
  for (let run = 1; run <= RUNS; run++) {
    progress(`${label}: read throughput, run ${run} of ${RUNS}`)
    for (const [name, target] of Object.entries(targets))
      samplesOf(name).push(await throughput({ ...target, headers: api.headers, duration: SECONDS }))
  }
  const rate = (/** @type {string} */ name) => median(samplesOf(name).map((s) => s.perSecond))
  const cpu = (/** @type {string} */ name) => {
    const values = samplesOf(name)
      .map((s) => s.cpuPerRequest)
      .filter((v) => v !== undefined)
    return values.length ? `, ${median(values).toFixed(2)} ms server CPU/request` : ''
  }
  const count = rate('api')
  const cookie = rate('cookie')
  cookieRates[label] = cookie
  row(`${label}: GET /api/feedback/count, signed in`, perSecond(count) + cpu('api'))
  row(`${label}: bare hapi route behind the same @hapi/cookie strategy`, perSecond(cookie) + cpu('cookie'))
  row(
    `${label}: signed-in read ÷ bare cookie route`,
    percent(count / cookie),
    `≥ ${percent(BUDGET.readRatio)}`,
    verdict(count / cookie >= BUDGET.readRatio),
  )
  if (withoutAuth) {
    const bareNoAuth = rate('bare')
    row(`${label}: bare hapi route without auth`, perSecond(bareNoAuth) + cpu('bare'))
    row(`${label}: signed-in read ÷ bare route without auth`, percent(count / bareNoAuth))
  }
}

const submission = JSON.stringify({
  message: 'The upload button does nothing on my phone.',
  category: 'broken',
  subcategory: 'functionality',
  priority: 'high',
  pageUrl: '/client/documents',
  positionX: 120,
  positionY: 480,
})
const submitHeaders = (/** @type {Api} */ api) => ({
  ...api.headers,
  origin: api.server.url,
  'content-type': 'application/json',
})

/**
 * RUNS bursts of 10,000 POST /api/feedback with 100 in flight, each after a run of the bare cookie route
 * (so the ratio compares rates of the same minute); stored rows against 201s.
 * @param {string} label
 * @param {Api} api
 * @param {string} connection the database's URL or file
 * @param {BareServer} bare
 */
async function writeBursts(label, api, connection, bare) {
  const before = await countFeedback(connection)
  const runs = []
  const cookie = []
  for (let run = 1; run <= RUNS; run++) {
    progress(`${label}: ${SUBMISSIONS.toLocaleString('en-US')} submissions, run ${run} of ${RUNS}`)
    cookie.push(
      (await throughput({ url: `${bare.url}/bare-cookie`, headers: api.headers, duration: SECONDS })).perSecond,
    )
    runs.push(
      await burst({
        url: `${api.server.url}/api/feedback`,
        headers: submitHeaders(api),
        body: submission,
        amount: SUBMISSIONS,
        connections: SUBMITTERS,
      }),
    )
  }
  const stored = (await countFeedback(connection)) - before
  const acknowledged = runs.reduce((sum, r) => sum + r.acknowledged, 0)
  const errors = runs.reduce((sum, r) => sum + r.errors, 0)
  const sent = RUNS * SUBMISSIONS
  const rate = median(runs.map((r) => r.perSecond))
  const ratio = rate / median(cookie)
  row(`${label}: POST /api/feedback, ${SUBMITTERS} concurrent clients`, perSecond(rate))
  row(
    `${label}: submissions ÷ bare cookie route (${perSecond(median(cookie))})`,
    percent(ratio),
    `≥ ${percent(BUDGET.writeRatio)}`,
    verdict(ratio >= BUDGET.writeRatio),
  )
  row(
    `${label}: ${RUNS} × ${SUBMISSIONS.toLocaleString('en-US')} submissions: errors; stored / acknowledged`,
    `${errors}; ${stored.toLocaleString('en-US')} / ${acknowledged.toLocaleString('en-US')}`,
    '0 errors, every row stored',
    verdict(errors === 0 && acknowledged === sent && stored === sent),
  )
}

/**
 * 10,000 submissions opened at once, each waiting at most 30 s; every one must be answered 201 and stored.
 * @param {string} label
 * @param {Api} api
 * @param {string} connection the database's URL or file
 */
async function openedAtOnce(label, api, connection) {
  progress(`${label}: ${SUBMISSIONS.toLocaleString('en-US')} submissions opened at once`)
  const before = await countFeedback(connection)
  const result = await burst({
    url: `${api.server.url}/api/feedback`,
    headers: submitHeaders(api),
    body: submission,
    amount: SUBMISSIONS,
    connections: SUBMISSIONS,
    timeout: BUDGET.burstSeconds,
  })
  const stored = (await countFeedback(connection)) - before
  const ok = result.acknowledged === SUBMISSIONS && result.errors === 0 && stored === SUBMISSIONS
  row(
    `${label}: ${SUBMISSIONS.toLocaleString('en-US')} submissions opened at once: 201s; slowest; all done; stored`,
    `${result.acknowledged.toLocaleString('en-US')}; ${(result.maxLatencyMs / 1000).toFixed(1)} s; ${result.seconds.toFixed(1)} s; ${stored.toLocaleString('en-US')}`,
    `all 201 within ${BUDGET.burstSeconds} s, all stored`,
    verdict(ok && result.maxLatencyMs <= BUDGET.burstSeconds * 1000),
  )
}

/**
 * Median milliseconds of sequential GETs of one URL (after a few to warm up); fails on anything but 200.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<number>}
 */
async function latency(url, headers) {
  const once = async () => {
    const started = performance.now()
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
    return performance.now() - started
  }
  for (let i = 0; i < 5; i++) await once()
  const samples = []
  for (let i = 0; i < LATENCY_SAMPLES; i++) samples.push(await once())
  return median(samples)
}

/**
 * The reads of feedback management and the pins on a table of LARGE_ROWS entries, and its export.
 * @param {string} label
 * @param {Env} env
 * @param {string} connection the database's URL or file
 * @param {string} dir a temporary folder for the CLI's export
 */
async function largeTable(label, env, connection, dir) {
  progress(`${label}: writing ${LARGE_ROWS.toLocaleString('en-US')} entries`)
  await fillGenerated(connection, LARGE_ROWS, (n) => progress(`${label}: ${n.toLocaleString('en-US')} entries written`))
  const api = await startApi(env)
  const base = `${api.server.url}/api/feedback`
  /** @type {[what: string, url: string, budgetMs: number][]} */
  const reads = [
    ['a page of the list (limit 100)', `${base}?limit=100`, BUDGET.pageMs],
    ['a filtered page (status=open, priority=high)', `${base}?status=open&priority=high&limit=100`, BUDGET.pageMs],
    ["one page's pins", `${base}?pageUrl=${encodeURIComponent(LARGE_PIN_PAGE)}`, BUDGET.pageMs],
    ['the summary', `${base}/summary`, BUDGET.pageMs],
    [`a searched page (q=${LARGE_NEEDLE}: 1 entry in 1,000)`, `${base}?q=${LARGE_NEEDLE}&limit=100`, BUDGET.searchMs],
  ]
  for (const [what, url, budget] of reads) {
    progress(`${label}: ${what}`)
    let ms
    try {
      ms = await latency(url, api.headers)
    } catch (error) {
      row(
        `${label}, ${LARGE_ROWS.toLocaleString('en-US')} entries: ${what}`,
        `failed: ${error instanceof Error ? error.message : String(error)}`,
        `< ${budget} ms`,
        'MISSED',
      )
      continue
    }
    row(
      `${label}, ${LARGE_ROWS.toLocaleString('en-US')} entries: ${what}`,
      `${ms.toFixed(1)} ms`,
      `< ${budget} ms`,
      verdict(ms < budget),
    )
  }
  progress(`${label}: API export of ${LARGE_ROWS.toLocaleString('en-US')} entries`)
  const exported = await peakRssDuring(api.server.child.pid, () => download(`${base}/export/json`, api.headers))
  checkExport(`${label} API json`, 'json', exported.value.scan, LARGE_ROWS)
  row(
    `${label}: export of ${LARGE_ROWS.toLocaleString('en-US')} entries, json, API (${mb(exported.value.scan.bytes)}): time; server peak RSS`,
    `${exported.value.seconds.toFixed(1)} s; ${mb(exported.peakKb * KB)}`,
    `< ${mb(BUDGET.exportPeak)}`,
    verdict(exported.peakKb * KB < BUDGET.exportPeak),
  )
  await api.server.stop()
  progress(`${label}: CLI export of ${LARGE_ROWS.toLocaleString('en-US')} entries`)
  const out = join(dir, 'export-large.json')
  const cli = await runMeasured(
    process.execPath,
    [join(root, 'tools/cli/bin/ledgerline.js'), 'export', '--format', 'json', '--out', out],
    { cwd: root, env: { ...process.env, ...env } },
  )
  checkExport(`${label} CLI json`, 'json', await scanFile(out), LARGE_ROWS)
  rmSync(out, { force: true })
  row(
    `${label}: export of ${LARGE_ROWS.toLocaleString('en-US')} entries, json, CLI: time; peak RSS`,
    `${cli.seconds.toFixed(1)} s; ${mb(cli.peakKb * KB)}`,
    `< ${mb(BUDGET.exportPeak)}`,
    verdict(cli.peakKb * KB < BUDGET.exportPeak),
  )
}

/**
 * An export that does not hold every entry is a failure, not a figure.
 * @param {string} what
 * @param {string} format
 * @param {ExportScan} scan
 * @returns {ExportScan}
 */
function checkExport(what, format, scan, expected = EXPORT_ROWS) {
  if (scan.entries(format) !== expected)
    throw new Error(`${what} export holds ${scan.entries(format)} entries, not ${expected}`)
  return scan
}

const exportVerdict = (/** @type {number} */ seconds, /** @type {number} */ peak) =>
  verdict(seconds < BUDGET.exportSeconds && peak < BUDGET.exportPeak)
const exportBudget = `< ${BUDGET.exportSeconds} s; < ${mb(BUDGET.exportPeak)}`

/**
 * Exports of EXPORT_ROWS entries through the API: median time, highest peak RSS of the server process.
 * @param {string} label
 * @param {Api} api
 */
async function apiExports(label, api) {
  for (const format of ['json', 'markdown']) {
    const runs = []
    for (let run = 1; run <= RUNS; run++) {
      progress(`${label}: API export (${format}), run ${run} of ${RUNS}`)
      runs.push(
        await peakRssDuring(api.server.child.pid, () =>
          download(`${api.server.url}/api/feedback/export/${format}`, api.headers),
        ),
      )
    }
    for (const { value } of runs) checkExport(`${label} API ${format}`, format, value.scan)
    const peak = Math.max(...runs.map((r) => r.peakKb)) * KB
    const seconds = median(runs.map((r) => r.value.seconds))
    row(
      `${label}: export of ${EXPORT_ROWS.toLocaleString('en-US')} entries, ${format}, API (${mb(runs[0]?.value.scan.bytes ?? NaN)}): time; server peak RSS`,
      `${seconds.toFixed(1)} s; ${mb(peak)}`,
      exportBudget,
      exportVerdict(seconds, peak),
    )
  }
}

/**
 * The same exports through `ledgerline export`, reading the database directly.
 * @param {string} label
 * @param {Env} env
 * @param {string} dir a temporary folder for the exports
 */
async function cliExports(label, env, dir) {
  for (const format of ['json', 'markdown']) {
    const out = join(dir, `export.${format}`)
    const runs = []
    for (let run = 1; run <= RUNS; run++) {
      progress(`${label}: CLI export (${format}), run ${run} of ${RUNS}`)
      const measured = await runMeasured(
        process.execPath,
        [join(root, 'tools/cli/bin/ledgerline.js'), 'export', '--format', format, '--out', out],
        { cwd: root, env: { ...process.env, ...env } },
      )
      runs.push({ ...measured, scan: checkExport(`${label} CLI ${format}`, format, await scanFile(out)) })
    }
    const peak = Math.max(...runs.map((r) => r.peakKb)) * KB
    const seconds = median(runs.map((r) => r.seconds))
    row(
      `${label}: export of ${EXPORT_ROWS.toLocaleString('en-US')} entries, ${format}, CLI (${mb(runs[0]?.scan.bytes ?? NaN)}): time; peak RSS`,
      `${seconds.toFixed(1)} s; ${mb(peak)}`,
      exportBudget,
      exportVerdict(seconds, peak),
    )
  }
}

/**
 * One database's figures: reads and writes on a fresh server, then exports and the large table.
 * @param {string} label
 * @param {Env} env
 * @param {string} connection the database's URL or file
 * @param {BareServer} bare
 * @param {string} dir a temporary folder
 */
async function databasePass(label, env, connection, bare, dir) {
  // The first start migrates and seeds the database, whichever sections run.
  progress(`${label}: starting the API`)
  const api = await startApi(env)
  if (want('reads')) await readThroughput(label, api, bare, { withoutAuth: label === 'SQLite' })
  if (want('writes')) await writeBursts(label, api, connection, bare)
  if (want('burst')) await openedAtOnce(label, api, connection)
  await api.server.stop()
  if (want('exports')) {
    progress(`${label}: writing ${EXPORT_ROWS.toLocaleString('en-US')} entries`)
    await fillFeedback(connection, EXPORT_ROWS)
    // A fresh process, so the bursts' heap does not count as the export's.
    const exporter = await startApi(env)
    await apiExports(label, exporter)
    await exporter.server.stop()
    await cliExports(label, env, dir)
  }
  if (want('large')) await largeTable(label, env, connection, dir)
}

/** @param {BareServer} bare */
async function sqlitePass(bare) {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-'))
  stops.push(async () => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'ledgerline.sqlite')
  await databasePass('SQLite', { DATABASE_URL: file, DATA_DIR: dir, SESSION_PASSWORD }, file, bare, dir)
}

/** @param {BareServer} bare */
async function postgresPass(bare) {
  if (!findPgBin()) {
    row('PostgreSQL', 'not measured: no PostgreSQL binaries (apt-get install -y postgresql)')
    return
  }
  progress('PostgreSQL: starting a throw-away cluster')
  const cluster = await startPgCluster()
  stops.push(async () => cluster.stop())
  const admin = openDatabase(cluster.url)
  await admin.raw('CREATE DATABASE ledgerline_bench')
  await admin.destroy()
  const url = cluster.url.replace(/\/postgres$/, '/ledgerline_bench')
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-pg-'))
  stops.push(async () => rmSync(dir, { recursive: true, force: true }))
  await databasePass('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dir, SESSION_PASSWORD }, url, bare, dir)
}

function table() {
  const header = ['Figure', 'Median', 'Budget', 'Result']
  const lines = rows.map((r) => [r.figure, r.value, r.budget, r.result])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  const line = (/** @type {string[]} */ cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(line)].join('\n')
}

const started = performance.now()
try {
  if (want('sizes')) {
    build()
    const widget = widgetSizes(root)
    row(
      'Widget loader (feedback-widget.js, the script tag), gzip',
      kb(widget.loader),
      `≤ ${kb(BUDGET.widgetLoaderGzip)}`,
      verdict(widget.loader <= BUDGET.widgetLoaderGzip),
    )
    row(
      'Widget assistant (feedback-widget-assistant.js, on first open), gzip',
      kb(widget.assistant),
      `≤ ${kb(BUDGET.widgetAssistantGzip)}`,
      verdict(widget.assistant <= BUDGET.widgetAssistantGzip),
    )
    for (const [name, file, when, budget] of /** @type {const} */ ([
      [
        'context',
        'feedback-widget-context.js',
        'at start when a site turns console or network on',
        BUDGET.widgetContextGzip,
      ],
      ['evidence', 'feedback-widget-evidence.js', 'with the details step', BUDGET.widgetEvidenceGzip],
      ['screenshot', 'feedback-widget-screenshot.js', 'when a screenshot is asked for', BUDGET.widgetScreenshotGzip],
    ]))
      row(
        `Widget ${name} part (${file}, ${when}), gzip`,
        kb(widget[name]),
        `≤ ${kb(budget)}`,
        verdict(widget[name] <= budget),
      )
    const portal = portalFirstScreen(root)
    row(
      `Portal first screen (/): ${portal.files.length} JS files, gzip (entry ${kb(portal.entryGzip)})`,
      kb(portal.gzip),
      `≤ ${kb(BUDGET.portalGzip)}`,
      verdict(portal.gzip <= BUDGET.portalGzip),
    )
  }
  if (only.some((section) => section !== 'sizes')) {
    const bare = await startBareServer()
    if (databases.includes('sqlite')) await sqlitePass(bare)
    if (databases.includes('pg')) await postgresPass(bare)
  }
} finally {
  await stopAll()
}

const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${process.platform}`
const minutes = ((performance.now() - started) / 60_000).toFixed(1)
const report = [
  `Ledgerline bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${partial ? ` (partial: ${only.join(', ')} on ${databases.join(', ')})` : ''}`,
  `Machine: ${machine}. Medians of ${RUNS} runs; throughput runs of ${SECONDS} s with 20 connections (autocannon, loopback); took ${minutes} min.`,
  '',
  table(),
  '',
].join('\n')
if (!partial) writeFileSync(join(root, 'bench/results.md'), `# Bench results\n\n${report}`)
console.log(`\n${report}`)
if (rows.some((r) => r.result === 'MISSED')) process.exitCode = 1
