import { Transform } from 'node:stream'
import { formatBytes } from './output.js'

/** How each export format begins an entry: a JSON row on its own line, a Markdown "## Feedback #" heading. */
const ENTRY_START = { json: '\n{', markdown: '\n## Feedback #' } as const

export interface Meter {
  /** The stage to put in the pipeline: it passes the bytes on unchanged. */
  stage: Transform
  /** `Exported 1,204 entries (312.4 KB) in 1.3 s` */
  summary(): string
}

/**
 * Counts an export's entries and bytes as they pass. On a terminal it keeps a progress line on stderr
 * (entries, size and rate, redrawn at most twice a second); without one it prints nothing until the summary.
 * `onData` is called for every chunk (the idle timeout of `export --api` rearms on it).
 */
export function createMeter(format: keyof typeof ENTRY_START, onData: () => void = () => undefined): Meter {
  const marker = ENTRY_START[format]
  const started = performance.now()
  const showProgress = Boolean(process.stderr.isTTY)
  let tail = ''
  let entries = 0
  let bytes = 0
  let drawnAt = 0
  const seconds = () => (performance.now() - started) / 1000
  const draw = () => {
    const rate = Math.round(entries / Math.max(seconds(), 0.001)).toLocaleString('en-US')
    process.stderr.write(
      `\r\u001b[K${entries.toLocaleString('en-US')} entries, ${formatBytes(bytes)} (${rate} entries/s)`,
    )
  }
  const stage = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onData()
      bytes += chunk.length
      // The marker may straddle two chunks: search the end of the previous one too.
      const text = tail + chunk.toString('utf8')
      for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + marker.length)) entries++
      tail = text.slice(-(marker.length - 1))
      // The first chunk draws at once (a bundled CLI starts within 500 ms of its clock's origin).
      if (showProgress && (drawnAt === 0 || performance.now() - drawnAt > 500)) {
        drawnAt = performance.now()
        draw()
      }
      callback(null, chunk)
    },
    flush(callback) {
      if (showProgress && drawnAt > 0) process.stderr.write('\r\u001b[K')
      callback()
    },
  })
  return {
    stage,
    summary: () =>
      `Exported ${entries.toLocaleString('en-US')} ${entries === 1 ? 'entry' : 'entries'} (${formatBytes(bytes)}) in ${seconds().toFixed(1)} s`,
  }
}
