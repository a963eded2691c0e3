#!/usr/bin/env node
// The `ledgerline` command. It runs a bundle of its TypeScript sources (tools/cli/dist/main.js, rebuilt with esbuild
// whenever a source is newer), which spares tsx's loader thread: about 40 MB of memory and much of the start-up
// time. If the bundle cannot be built, the sources run through tsx.
import { pathToFileURL } from 'node:url'

const { CLI_BUNDLE, buildCli, cliBundleStale } = await import('../../../scripts/build-api.js')
let entry = pathToFileURL(CLI_BUNDLE).href
try {
  if (cliBundleStale()) await buildCli()
} catch (error) {
  process.stderr.write(`ledgerline: running the sources through tsx (bundle: ${error.message})\n`)
  const { register } = await import('tsx/esm/api')
  register()
  entry = '../src/main.ts'
}
const { main } = await import(entry)
process.exitCode = await main(process.argv)
