import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const CLI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_ROOT = resolve(CLI_DIR, '../..')
export const BIN = join(CLI_DIR, 'bin/ledgerline.js')

export interface RunResult {
  code: number | null
  stdout: string
  stderr: string
}

/** A fresh SQLite file database in its own folder, shared by the spawned CLI and a test server. */
export function tempDatabase(): { dir: string; env: Record<string, string>; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-cli-'))
  return {
    dir,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: join(dir, 'test.sqlite'),
      DATA_DIR: dir,
      SCRYPT_COST: '10',
      SESSION_PASSWORD: 'a-test-session-password-that-is-long-enough-0123456789',
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * Runs the real `ledgerline` executable without a terminal: stdin is closed, so a command that
 * waited for input would hang, and the timeout turns that into a failure (code null).
 */
export function runCli(
  args: string[],
  env: Record<string, string>,
  options: { timeoutMs?: number; nodeOptions?: string; cwd?: string } = {},
): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...(options.nodeOptions ? [options.nodeOptions] : []), BIN, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolvePromise({ code, stdout, stderr })
    })
  })
}

/** The Markdown export states when it was generated: the one line two runs may not share. */
export const withoutGeneratedAt = (markdown: string) => markdown.replace(/^Generated \S+\./m, 'Generated <time>.')
