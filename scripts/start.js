#!/usr/bin/env node
// `npm start`: build what is missing or stale (portal, widget), then run the API, which migrates,
// seeds an empty database and serves everything on http://localhost:3000.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { API_BUNDLE, apiBundleStale, buildApi, builtAt, sources } from './build-api.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

// The SDK and the contracts it re-exports.
const sdk = sources('packages/sdk/src', 'packages/contracts/src')

const targets = [
  {
    workspace: '@ledgerline/feedback-widget',
    output: join(root, 'packages/feedback-widget/dist/feedback-widget.js'),
    sources: Math.max(sdk, sources('packages/feedback-widget/src')),
  },
  {
    workspace: '@ledgerline/portal',
    output: join(root, 'apps/portal/dist/index.html'),
    sources: Math.max(
      sdk,
      sources('packages/feedback-widget/src', 'apps/portal/src'),
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
