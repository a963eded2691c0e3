#!/usr/bin/env node
// `npm run bench`: measures the budgets of DECISIONS.md §10 on this machine and prints one table
// (also written to bench/results.md). Servers run as child processes on loopback with temp databases;
// each figure is the median of BENCH_RUNS runs (default 3) of BENCH_SECONDS seconds (default 5).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'
import { countFeedback, fillFeedback, openDatabase } from './lib/feedback-rows.js'
import { burst, download, median, peakRssDuring, runMeasured, scanFile, throughput } from './lib/measure.js'
import { portalFirstScreen, widgetSize } from './lib/sizes.js'

register()
const { Browser, startServerProcess } = await import('../apps/api/test/server-process.ts')
const { findPgBin, startPgCluster } = await import('../apps/api/test/pg-cluster.ts')

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const SUBMISSIONS = 10_000
const SUBMITTERS = 100
const EXPORT_ROWS = 100_000
const SESSION_PASSWORD = 'a-bench-session-password-that-is-long-enough-0123456789'

const KB = 1024
const MB = 1024 * 1024
const BUDGET = { widgetGzip: 20 * KB, portalGzip: 120 * KB, readRatio: 0.7, exportPeak: 200 * MB }

const progress = (line) => process.stderr.write(`bench: ${line}\n`)
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`
const perSecond = (value) => `${Math.round(value).toLocaleString('en-US')} req/s`
const percent = (ratio) => `${(ratio * 100).toFixed(0)}%`
const verdict = (ok) => (ok ? 'met' : 'MISSED')

/** The table: one row per figure. */
const rows = []
const row = (figure, value, budget = '', result = '') => rows.push({ figure, value, budget, result })

const stops = []
async function stopAll() {
  while (stops.length)
    await stops
      .pop()()
      .catch(() => {})
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)))

function build() {
  const widget = join(root, 'packages/feedback-widget/dist/feedback-widget.js')
  const portal = join(root, 'apps/portal/dist/index.html')
  if (existsSync(widget) && existsSync(portal)) return
  progress('building the widget and the portal')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error('npm run build failed')
}

/** The bare hapi routes (bench/lib/bare-server.js) in their own process. */
async function startBareServer() {
  const child = spawn(process.execPath, [join(root, 'bench/lib/bare-server.js')], {
    cwd: root,
    env: { ...process.env, SESSION_PASSWORD },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = /ready (\S+)/.exec(out)
      if (match) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)))
  })
  const stop = () =>
    new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill()) : resolve()))
  stops.push(stop)
  return { url, pid: child.pid, stop }
}

async function startApi(env) {
  const server = await startServerProcess({ SESSION_PASSWORD, ...env })
  stops.push(() => server.stop())
  const browser = new Browser()
  await browser.signIn(server.url, 'admin@ledgerline.example')
  return { server, headers: { cookie: browser.cookie } }
}

/** Signed-in GET /api/feedback/count against the bare routes, interleaved run by run. */
async function readThroughput(label, api, bare, { withoutAuth }) {
  const targets = {
    bare: { url: `${bare.url}/bare`, pid: bare.pid },
    cookie: { url: `${bare.url}/bare-cookie`, pid: bare.pid },
    api: { url: `${api.server.url}/api/feedback/count`, pid: api.server.child.pid },
  }
  if (!withoutAuth) delete targets.bare
  progress(`${label}: warming up`)
  // JIT and caches settle in the first seconds: the route that runs first would pay for them.
  for (const target of Object.values(targets)) await throughput({ ...target, headers: api.headers, duration: SECONDS })
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
  for (let run = 1; run <= RUNS; run++) {
    progress(`${label}: read throughput, run ${run} of ${RUNS}`)
    for (const [name, target] of Object.entries(targets))
      samples[name].push(await throughput({ ...target, headers: api.headers, duration: SECONDS }))
  }
  const rate = (name) => median(samples[name].map((s) => s.perSecond))
  const cpu = (name) => {
    const values = samples[name].map((s) => s.cpuPerRequest).filter((v) => v !== undefined)
    return values.length ? `, ${median(values).toFixed(2)} ms server CPU/request` : ''
  }
  const count = rate('api')
  const cookie = rate('cookie')
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

/** RUNS bursts of 10,000 POST /api/feedback with 100 in flight; stored rows against 201s. */
async function writeBursts(label, api, connection) {
  const before = await countFeedback(connection)
  const runs = []
  for (let run = 1; run <= RUNS; run++) {
    progress(`${label}: ${SUBMISSIONS.toLocaleString('en-US')} submissions, run ${run} of ${RUNS}`)
    runs.push(
      await burst({
        url: `${api.server.url}/api/feedback`,
        headers: { ...api.headers, origin: api.server.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'The upload button does nothing on my phone.',
          category: 'broken',
          subcategory: 'functionality',
          priority: 'high',
          pageUrl: '/client/documents',
          positionX: 120,
          positionY: 480,
        }),
        amount: SUBMISSIONS,
        connections: SUBMITTERS,
      }),
    )
  }
  const stored = (await countFeedback(connection)) - before
  const acknowledged = runs.reduce((sum, r) => sum + r.acknowledged, 0)
  const errors = runs.reduce((sum, r) => sum + r.errors, 0)
  const sent = RUNS * SUBMISSIONS
  row(`${label}: POST /api/feedback, ${SUBMITTERS} concurrent clients`, perSecond(median(runs.map((r) => r.perSecond))))
  row(
    `${label}: ${RUNS} × ${SUBMISSIONS.toLocaleString('en-US')} submissions: errors; stored / acknowledged`,
    `${errors}; ${stored.toLocaleString('en-US')} / ${acknowledged.toLocaleString('en-US')}`,
    '0 errors, every row stored',
    verdict(errors === 0 && acknowledged === sent && stored === sent),
  )
}

/** An export that does not hold every entry is a failure, not a figure. */
function checkExport(what, format, scan) {
  if (scan.entries(format) !== EXPORT_ROWS)
    throw new Error(`${what} export holds ${scan.entries(format)} entries, not ${EXPORT_ROWS}`)
  return scan
}

/** Exports of EXPORT_ROWS entries through the API: median time, highest peak RSS of the server process. */
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
    row(
      `${label}: export of ${EXPORT_ROWS.toLocaleString('en-US')} entries, ${format}, API (${mb(runs[0].value.scan.bytes)}): time; server peak RSS`,
      `${median(runs.map((r) => r.value.seconds)).toFixed(1)} s; ${mb(peak)}`,
      `< ${mb(BUDGET.exportPeak)}`,
      verdict(peak < BUDGET.exportPeak),
    )
  }
}

/** The same exports through `ledgerline export`, reading the SQLite file directly. */
async function cliExports(label, env, dir) {
  for (const format of ['json', 'markdown']) {
    const out = join(dir, `export.${format}`)
    const runs = []
    for (let run = 1; run <= RUNS; run++) {
      progress(`${label}: CLI export (${format}), run ${run} of ${RUNS}`)
      runs.push(
        await runMeasured(
          process.execPath,
          [join(root, 'tools/cli/bin/ledgerline.js'), 'export', '--format', format, '--out', out],
          { cwd: root, env: { ...process.env, ...env } },
        ),
      )
      runs.at(-1).scan = checkExport(`${label} CLI ${format}`, format, await scanFile(out))
    }
    const peak = Math.max(...runs.map((r) => r.peakKb)) * KB
    row(
      `${label}: export of ${EXPORT_ROWS.toLocaleString('en-US')} entries, ${format}, CLI (${mb(runs[0].scan.bytes)}): time; peak RSS`,
      `${median(runs.map((r) => r.seconds)).toFixed(1)} s; ${mb(peak)}`,
      `< ${mb(BUDGET.exportPeak)}`,
      verdict(peak < BUDGET.exportPeak),
    )
  }
}

async function sqlitePass(bare) {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-'))
  stops.push(async () => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'ledgerline.sqlite')
  const env = { DATABASE_URL: file, DATA_DIR: dir, SESSION_PASSWORD }
  progress('SQLite: starting the API')
  const api = await startApi(env)
  await readThroughput('SQLite', api, bare, { withoutAuth: true })
  await writeBursts('SQLite', api, file)

  progress(`SQLite: writing ${EXPORT_ROWS.toLocaleString('en-US')} entries`)
  const exportFile = join(dir, 'export.sqlite')
  const exportEnv = { ...env, DATABASE_URL: exportFile }
  await api.server.stop()
  const exporter = await startApi(exportEnv)
  await fillFeedback(exportFile, EXPORT_ROWS)
  await apiExports('SQLite', exporter)
  await exporter.server.stop()
  if (existsSync(join(root, 'tools/cli/bin/ledgerline.js'))) await cliExports('SQLite', exportEnv, dir)
  else row('SQLite: export through the CLI', 'not measured: tools/cli is missing')
}

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
  const api = await startApi({ DATABASE_URL: url, DATA_DIR: dir })
  await readThroughput('PostgreSQL', api, bare, { withoutAuth: false })
  await writeBursts('PostgreSQL', api, url)
  await api.server.stop()
  progress(`PostgreSQL: writing ${EXPORT_ROWS.toLocaleString('en-US')} entries`)
  await fillFeedback(url, EXPORT_ROWS)
  // A fresh process, as on SQLite, so the bursts' heap does not count as the export's.
  const exporter = await startApi({ DATABASE_URL: url, DATA_DIR: dir })
  await apiExports('PostgreSQL', exporter)
  await exporter.server.stop()
}

function table() {
  const header = ['Figure', 'Median', 'Budget', 'Result']
  const lines = rows.map((r) => [r.figure, r.value, r.budget, r.result])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(line)].join('\n')
}

const started = performance.now()
try {
  build()
  const widget = widgetSize(root)
  row(
    'Widget IIFE (feedback-widget.js), gzip',
    kb(widget.gzip),
    `≤ ${kb(BUDGET.widgetGzip)}`,
    verdict(widget.gzip <= BUDGET.widgetGzip),
  )
  const portal = portalFirstScreen(root)
  row(
    `Portal first screen (/): ${portal.files.length} JS files, gzip (entry ${kb(portal.entryGzip)})`,
    kb(portal.gzip),
    `≤ ${kb(BUDGET.portalGzip)}`,
    verdict(portal.gzip <= BUDGET.portalGzip),
  )

  const bare = await startBareServer()
  await sqlitePass(bare)
  await postgresPass(bare)
} finally {
  await stopAll()
}

const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${process.platform}`
const minutes = ((performance.now() - started) / 60_000).toFixed(1)
const report = [
  `Ledgerline bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  `Machine: ${machine}. Medians of ${RUNS} runs; throughput runs of ${SECONDS} s with 20 connections (autocannon, loopback); took ${minutes} min.`,
  '',
  table(),
  '',
].join('\n')
writeFileSync(join(root, 'bench/results.md'), `# Bench results\n\n${report}`)
console.log(`\n${report}`)
if (rows.some((r) => r.result === 'MISSED')) process.exitCode = 1
