#!/usr/bin/env node
// `npm run typecheck`: every TypeScript and checked JavaScript file. Each package is checked twice: its sources
// under noUncheckedIndexedAccess (tsconfig.json), and sources with tests (tsconfig.test.json). The root
// tsconfig.json covers e2e/, scripts/, bench/ and the tool configs.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const packages = [
  'packages/contracts',
  'packages/sdk',
  'packages/feedback-widget',
  'apps/api',
  'apps/portal',
  'tools/cli',
]
const projects = ['tsconfig.json', ...packages.flatMap((dir) => [`${dir}/tsconfig.json`, `${dir}/tsconfig.test.json`])]

let failed = 0
for (const project of projects) {
  const { status } = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' })
  if (status !== 0) {
    console.error(`Type errors in ${project}`)
    failed += 1
  }
}
process.exit(failed ? 1 : 0)
