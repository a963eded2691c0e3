import { createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { CliError } from './errors.js'

/** An existing folder receives the file under `filename`; any other path is the file itself. */
async function targetPath(out: string, filename: string): Promise<string> {
  const info = await stat(out).catch(() => undefined)
  return info?.isDirectory() ? join(out, filename) : out
}

/**
 * Streams `source` to stdout, or to a file written beside its target and renamed when complete,
 * so a failed export never leaves a truncated report where a pipeline expects a whole one.
 * Answers the path written, or null for stdout.
 */
export async function writeOutput(source: Readable, out: string | undefined, filename: string): Promise<string | null> {
  if (out === undefined || out === '-') {
    await pipeline(source, process.stdout, { end: false })
    return null
  }
  const path = await targetPath(out, filename)
  const partial = `${path}.${process.pid}.partial`
  try {
    await pipeline(source, createWriteStream(partial))
    await rename(partial, path)
  } catch (error) {
    await rm(partial, { force: true })
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR' || code === 'ENOTDIR')
      throw new CliError(`Cannot write ${path}: ${code}`)
    throw error
  }
  return path
}
