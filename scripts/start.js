#!/usr/bin/env node
// `npm start`: build what is missing or stale (portal, widget), then run the API, which migrates,
// seeds an empty database and serves everything on http://localhost:3000.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Newest modification time under a folder (0 when missing).
 * @param {string} dir
 * @returns {number}
 */
function newest(dir) {
  if (!existsSync(dir)) return 0
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

const builtAt = (/** @type {string} */ file) => (existsSync(file) ? statSync(file).mtimeMs : -1)
// The SDK and the contracts it re-exports.
const sdk = Math.max(newest(join(root, 'packages/sdk/src')), newest(join(root, 'packages/contracts/src')))

const targets = [
  {
    workspace: '@ledgerline/feedback-widget',
    output: join(root, 'packages/feedback-widget/dist/feedback-widget.js'),
    sources: Math.max(sdk, newest(join(root, 'packages/feedback-widget/src'))),
  },
  {
    workspace: '@ledgerline/portal',
    output: join(root, 'apps/portal/dist/index.html'),
    sources: Math.max(
      sdk,
      newest(join(root, 'packages/feedback-widget/src')),
      newest(join(root, 'apps/portal/src')),
      builtAt(join(root, 'apps/portal/index.html')),
    ),
  },
]

const stale = targets.filter((t) => builtAt(t.output) < t.sources)
if (stale.length > 0 && process.env.SKIP_BUILD !== '1') {
  console.log(`Building ${stale.map((t) => t.workspace).join(' and ')}…`)
  const args = ['run', 'build', ...stale.flatMap((t) => ['--workspace', t.workspace])]
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('The build failed; see above.')
    process.exit(result.status ?? 1)
  }
}

const { API_BUNDLE, apiBundleStale, buildApi } = await import('./build-api.js')
if (apiBundleStale() && process.env.SKIP_BUILD !== '1') await buildApi()
if (existsSync(API_BUNDLE)) {
  await import(pathToFileURL(API_BUNDLE).href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  const { registerSourceCondition } = await import('./source-condition.js')
  registerSourceCondition()
  await import('../apps/api/src/start.ts')
}
