#!/usr/bin/env node
// `npm test`: every suite of the workspace: unit and integration (vitest, all packages), the published
// packages installed from their tarballs (scripts/consumer), then the end-to-end specs in Debian's Chromium (Playwright never downloads a browser).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
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

const steps = [
  ['unit and integration (vitest)', () => run('npx', ['vitest', 'run'])],
  // npm pack, install the tarballs into scratch projects outside the workspace, use them there.
  [
    'packages as consumers install them',
    () => run('npx', ['vitest', 'run', '--config', 'scripts/consumer/vitest.config.ts']),
  ],
  ['end-to-end (Playwright, Chromium)', () => run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium })],
]

const failed = []
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`)
  if (step() !== 0) failed.push(name)
}
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll suites passed.')
process.exit(failed.length ? 1 : 0)
