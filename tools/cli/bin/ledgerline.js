#!/usr/bin/env node
// The `ledgerline` command. Installed from npm it runs the built dist/; in a checkout of the repository it runs
// the TypeScript sources through tsx, with the workspace packages resolved to their sources, so there is no
// build step to forget.
import { existsSync } from 'node:fs'
import { register as registerHooks } from 'node:module'

const source = new URL('../src/main.ts', import.meta.url)
let main
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api')
  register()
  // The export condition of scripts/source-condition.js, inlined: the published CLI cannot import the repository's scripts.
  const hook = `export const resolve = (specifier, context, next) =>
    next(specifier, { ...context, conditions: ['@ledgerline/source', ...context.conditions] })`
  registerHooks(`data:text/javascript,${encodeURIComponent(hook)}`)
  ;({ main } = await import(source.href))
} else {
  ;({ main } = await import('../dist/main.js'))
}
process.exitCode = await main(process.argv)
