// Load and memory measurements: autocannon on loopback, process memory from /proc.
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs'
import autocannon from 'autocannon'

/**
 * @param {number[]} values
 * @returns {number} NaN for no values
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2
}

/**
 * CPU time a process has used so far, in ms (user + system, all threads), or undefined off Linux.
 * @param {number} pid
 * @returns {number | undefined}
 */
export function cpuMs(pid) {
  const file = `/proc/${pid}/stat`
  if (!existsSync(file)) return undefined
  // After the command name, which is in parentheses and may hold spaces.
  const afterName = readFileSync(file, 'utf8').split(') ')[1]
  if (afterName === undefined) return undefined
  const fields = afterName.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10 // clock ticks of 10 ms
}

/**
 * Requests per second of one autocannon run, and the server's CPU per request when its pid is given
 * (on a shared machine the CPU figure is the steadier one). Throws when anything but 2xx came back.
 * @param {{ url: string, headers?: Record<string, string>, connections?: number, duration?: number, pid?: number }} options
 * @returns {Promise<{ perSecond: number, cpuPerRequest: number | undefined }>}
 */
export async function throughput({ url, headers = {}, connections = 20, duration = 5, pid }) {
  const cpuBefore = pid === undefined ? undefined : cpuMs(pid)
  const result = await autocannon({ url, headers, connections, duration })
  const failed = result.non2xx + result.errors + result.timeouts
  if (failed > 0)
    throw new Error(
      `${url}: ${failed} of ${result.requests.total} requests failed (non-2xx ${result.non2xx}, errors ${result.errors})`,
    )
  const cpuPerRequest =
    pid === undefined || cpuBefore === undefined ? undefined : ((cpuMs(pid) ?? NaN) - cpuBefore) / result.requests.total
  return { perSecond: result.requests.total / (elapsedMs(result) / 1000), cpuPerRequest }
}

/**
 * Milliseconds from the start of an autocannon run to its end.
 * @param {import('autocannon').Result} result
 */
const elapsedMs = (result) => result.finish.getTime() - result.start.getTime()

/** Sends `amount` POSTs with `connections` in flight at a time, each waiting `timeout` seconds; answers what came back.
 * @param {{ url: string, headers: Record<string, string>, body: string, amount: number, connections: number, timeout?: number }} options
 */
export async function burst({ url, headers, body, amount, connections, timeout = 30 }) {
  // autocannon notices that `amount` answers are in only when it takes its next sample: with its default of one
  // sample a second, a burst's end (and so its rate) was rounded up to the next whole second (10,000 answers in
  // 2.1 s read as 3,333/s). Sampling every 10 ms ends the run within 10 ms of its last answer.
  const result = await autocannon({ url, method: 'POST', headers, body, amount, connections, timeout, sampleInt: 10 })
  const seconds = elapsedMs(result) / 1000
  return {
    sent: result.requests.sent ?? amount,
    acknowledged: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
    perSecond: result.requests.total / seconds,
    maxLatencyMs: result.latency.max,
    seconds,
  }
}

/**
 * A field of /proc/<pid>/status in KB (VmRSS, VmHWM), or undefined off Linux.
 * @param {number | undefined} pid undefined (a child that never started) reads as off Linux
 * @param {'VmRSS' | 'VmHWM'} field
 * @returns {number | undefined}
 */
export function procStatusKb(pid, field) {
  const file = `/proc/${pid}/status`
  if (!existsSync(file)) return undefined
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'))
  return match ? Number(match[1]) : undefined
}

/**
 * Peak resident memory of a running process while `work` runs: the kernel's high-water mark
 * (reset first through clear_refs where allowed) and 20 ms samples of VmRSS, whichever is higher.
 * @template T
 * @param {number | undefined} pid
 * @param {() => Promise<T>} work
 * @returns {Promise<{ value: T, peakKb: number }>}
 */
export async function peakRssDuring(pid, work) {
  let reset = false
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    reset = true
  } catch {
    // not allowed here: the samples still catch the peak
  }
  let sampled = procStatusKb(pid, 'VmRSS') ?? 0
  const timer = setInterval(() => (sampled = Math.max(sampled, procStatusKb(pid, 'VmRSS') ?? 0)), 20)
  try {
    const value = await work()
    const hwm = reset ? (procStatusKb(pid, 'VmHWM') ?? 0) : 0
    return { value, peakKb: Math.max(sampled, hwm) }
  } finally {
    clearInterval(timer)
  }
}

/** Counts what an export holds as it streams by: bytes, line breaks and its last bytes. */
export class ExportScan {
  bytes = 0
  newlines = 0
  tail = ''

  /** @param {Uint8Array} chunk */
  add(chunk) {
    const buffer = Buffer.from(chunk)
    this.bytes += buffer.length
    for (let i = buffer.indexOf(10); i !== -1; i = buffer.indexOf(10, i + 1)) this.newlines++
    this.tail = (this.tail + buffer.toString('utf8', Math.max(0, buffer.length - 200))).slice(-200)
  }

  /**
   * Entries in a JSON export (one per line between `[` and `]`) or a Markdown one (its closing count).
   * @param {string} format
   * @returns {number}
   */
  entries(format) {
    if (format === 'json') return this.newlines - 2
    const match = /(\d+) entries exported\.\n$/.exec(this.tail)
    return match ? Number(match[1]) : 0
  }
}

/**
 * Downloads a URL to nowhere, scanning it; answers seconds and the scan.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ seconds: number, scan: ExportScan }>}
 */
export async function download(url, headers) {
  const started = performance.now()
  const response = await fetch(url, { headers })
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  const scan = new ExportScan()
  if (!response.body) throw new Error(`${url}: no body`)
  // Node's fetch answers a web ReadableStream, which is async-iterable; the DOM lib's type does not say so.
  for await (const chunk of /** @type {import('node:stream/web').ReadableStream<Uint8Array>} */ (response.body))
    scan.add(chunk)
  return { seconds: (performance.now() - started) / 1000, scan }
}

/**
 * Scans a file written by the CLI.
 * @param {string} path
 * @returns {Promise<ExportScan>}
 */
export async function scanFile(path) {
  const scan = new ExportScan()
  for await (const chunk of createReadStream(path)) scan.add(/** @type {Buffer} */ (chunk))
  return scan
}

/**
 * Runs a command to its end; answers seconds and its peak resident memory in KB
 * (GNU time's %M when /usr/bin/time exists, else /proc samples of the child).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ seconds: number, peakKb: number }>}
 */
export async function runMeasured(command, args, options) {
  const gnuTime = existsSync('/usr/bin/time')
  /** @type {[string, string[]]} */
  const [file, argv] = gnuTime ? ['/usr/bin/time', ['-f', 'peak-rss-kb %M', command, ...args]] : [command, args]
  const started = performance.now()
  const child = spawn(file, argv, { ...options, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  let sampled = 0
  const timer = gnuTime
    ? undefined
    : setInterval(() => (sampled = Math.max(sampled, procStatusKb(child.pid, 'VmHWM') ?? 0)), 20)
  const code = await new Promise((resolve) => child.on('exit', resolve))
  clearInterval(timer)
  const seconds = (performance.now() - started) / 1000
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stderr}`)
  const reported = /peak-rss-kb (\d+)/.exec(stderr)
  return { seconds, peakKb: reported ? Number(reported[1]) : sampled }
}
