import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { open, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { CliError } from './errors.js'

interface Target {
  path: string
  /** A character device (/dev/null) or a FIFO is written into as it is, never replaced by a file. */
  direct: boolean
}

/** An existing folder receives the file under `filename`; any other path is the file itself. */
async function resolveTarget(out: string, filename: string): Promise<Target> {
  const info = await stat(out).catch(() => undefined)
  if (info?.isDirectory()) return { path: join(out, filename), direct: false }
  return { path: out, direct: Boolean(info && (info.isCharacterDevice() || info.isFIFO() || info.isSocket())) }
}

const EXIT_ON_SIGNAL = { SIGINT: 130, SIGTERM: 143 } as const

/**
 * Streams `source` (through `stages`) to stdout, into a device or FIFO as it is, or to a file written beside
 * its target and renamed when complete, so a failed export never leaves a truncated report where a pipeline
 * expects a whole one. The temporary file has a random name and is created exclusively (O_EXCL: a symlink
 * planted in the folder is never followed); it is removed on failure, SIGINT and SIGTERM.
 * Answers the path written, or null for stdout.
 */
export async function writeOutput(
  source: Readable,
  out: string | undefined,
  filename: string,
  stages: Transform[] = [],
): Promise<string | null> {
  if (out === undefined || out === '-') {
    await pipeline([source, ...stages, process.stdout], { end: false })
    return null
  }
  const { path, direct } = await resolveTarget(out, filename)
  const temp = direct ? path : join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.partial`)
  const removeTemp = () => rmSync(temp, { force: true })
  const onSignal = (signal: keyof typeof EXIT_ON_SIGNAL) => {
    removeTemp()
    process.exit(EXIT_ON_SIGNAL[signal])
  }
  // Listening before the file exists: a signal between its creation and the next line would leave it behind.
  if (!direct) {
    process.once('SIGINT', onSignal)
    process.once('SIGTERM', onSignal)
  }
  try {
    const handle = await open(temp, direct ? 'w' : 'wx', 0o666)
    await pipeline([source, ...stages, handle.createWriteStream()])
    if (!direct) await rename(temp, path)
  } catch (error) {
    if (!direct) await rm(temp, { force: true })
    const code = (error as NodeJS.ErrnoException).code
    if (code && ['ENOENT', 'EACCES', 'EPERM', 'EISDIR', 'ENOTDIR', 'EEXIST', 'EROFS', 'ENOSPC'].includes(code))
      throw new CliError(`Cannot write ${path}: ${code}`)
    throw error
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
  return path
}
