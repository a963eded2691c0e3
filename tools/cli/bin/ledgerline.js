#!/usr/bin/env node
// The `ledgerline` command. Installed from npm it runs the built dist/. In a checkout of the repository it runs
// a bundle of its TypeScript sources (rebuilt with esbuild whenever a source is newer: no build step to forget),
// which spares tsx's loader thread, about 40 MB of memory and much of the start-up time; if the bundle cannot
// be built, the sources run through tsx with the workspace packages resolved to their sources.
import { existsSync } from 'node:fs'
import { register as registerHooks } from 'node:module'
import { pathToFileURL } from 'node:url'

const source = new URL('../src/main.ts', import.meta.url)
let entry = new URL('../dist/main.js', import.meta.url).href
if (existsSync(source)) {
  try {
    const { CLI_BUNDLE, buildCli, cliBundleStale } = await import('../../../scripts/build-api.js')
    if (cliBundleStale()) await buildCli()
    entry = pathToFileURL(CLI_BUNDLE).href
  } catch (error) {
    process.stderr.write(`ledgerline: running the sources through tsx (bundle: ${error.message})\n`)
    const { register } = await import('tsx/esm/api')
    register()
    // The export condition of scripts/source-condition.js, inlined: the published CLI cannot import the repository's scripts.
    const hook = `export const resolve = (specifier, context, next) =>
    next(specifier, { ...context, conditions: ['@ledgerline/source', ...context.conditions] })`
    registerHooks(`data:text/javascript,${encodeURIComponent(hook)}`)
    entry = source.href
  }
}
const { main } = await import(entry)
process.exitCode = await main(process.argv)
