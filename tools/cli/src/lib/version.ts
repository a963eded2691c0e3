import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The version of the CLI's package.json, found by walking up from this module: it sits two folders below it in
 * src/lib and dist/lib (the published build), and higher in the checkout's bundle.
 */
function cliManifest(): { version: string } {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string }
      if (manifest.name === '@ledgerline/cli') return manifest
    }
    if (dirname(dir) === dir) throw new Error('The package.json of @ledgerline/cli was not found')
  }
}

export const VERSION: string = cliManifest().version
