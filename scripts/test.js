#!/usr/bin/env node
// `npm test`: the format check, lint and type check first (so CI fails on any of them), then every suite of
// the workspace: unit and integration (vitest, all packages, with coverage thresholds), the published packages
// installed from their tarballs (scripts/consumer), then the end-to-end specs in Debian's Chromium (Playwright
// never downloads a browser).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Runs a command in the repository root with inherited output; answers its exit status.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. The end-to-end suite needs one: install Debian's (apt-get install -y chromium) ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  )
  process.exit(1)
}

/** @type {Array<[string, () => number]>} */
const steps = [
  ['format (Prettier)', () => run('npx', ['prettier', '--check', '--log-level', 'warn', '.'])],
  ['lint (ESLint)', () => run('npx', ['eslint', '--max-warnings', '0', '.'])],
  ['type check (tsc, every project)', () => run('npm', ['run', '--silent', 'typecheck'])],
  ['unit and integration (vitest, with coverage)', () => run('npx', ['vitest', 'run', '--coverage'])],
  // npm pack, install the tarballs into scratch projects outside the workspace, use them there.
  [
    'packages as consumers install them',
    () => run('npx', ['vitest', 'run', '--config', 'scripts/consumer/vitest.config.ts']),
  ],
  ['end-to-end (Playwright, Chromium)', () => run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium })],
]

/** @type {string[]} */
const failed = []
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`)
  if (step() !== 0) failed.push(name)
}
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll suites passed.')
process.exit(failed.length ? 1 : 0)
