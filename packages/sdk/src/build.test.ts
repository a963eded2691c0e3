import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const contractsDir = resolve(packageDir, '../contracts')
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
let outDir = ''

/** Every module specifier imported or re-exported by a built file. */
function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(/(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/g)].map((m) => m[1])
}

/** The files reachable from `entry` through relative imports, and the packages they import. */
function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of specifiers(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier))
      else packages.add(specifier)
    }
  }
  visit(entry)
  return { files, packages }
}

describe('the build (tsc -p tsconfig.build.json)', () => {
  beforeAll(async () => {
    // The SDK compiles against, and runs with, the built @ledgerline/contracts (its dist/), as a consumer does.
    await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: contractsDir })
    // Inside the workspace, so that the built files find @ledgerline/contracts as an installed SDK would.
    const cache = join(packageDir, 'node_modules/.cache')
    mkdirSync(cache, { recursive: true })
    outDir = mkdtempSync(join(cache, 'build-test-'))
    await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir], {
      cwd: packageDir,
    })
  }, 120_000)

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true })
  })

  it('emits ESM .js with .d.ts for the core and the React layer, and no tests', () => {
    for (const file of [
      'index',
      'client',
      'errors',
      'types',
      'node',
      'react/index',
      'react/provider',
      'react/reads',
      'react/writes',
    ]) {
      expect(existsSync(join(outDir, `${file}.js`)), `${file}.js`).toBe(true)
      expect(existsSync(join(outDir, `${file}.d.ts`)), `${file}.d.ts`).toBe(true)
    }
    const emitted = readdirSync(outDir, { recursive: true }).map(String)
    expect(emitted.filter((name) => /\.test\.|(^|\/)test\//.test(name))).toEqual([])
    expect(readFileSync(join(outDir, 'index.d.ts'), 'utf8')).toContain("export * from './client.js'")
    expect(readFileSync(join(outDir, 'client.d.ts'), 'utf8')).toContain('exportFeedback')
  })

  it('keeps React, SWR and joi out of everything the core entry reaches (the widget bundles it)', () => {
    const core = closure(join(outDir, 'index.js'))
    expect([...core.packages]).toEqual(['@ledgerline/contracts'])
    // The contracts' main entry: types and constants, no package at all (joi is behind /schemas).
    expect([...closure(join(contractsDir, 'dist/index.js')).packages]).toEqual([])
    expect([...core.files].some((file) => file.includes(`${join(outDir, 'react')}`))).toBe(false)

    const react = closure(join(outDir, 'react/index.js'))
    expect([...react.packages].sort()).toEqual(['react', 'react/jsx-runtime', 'swr', 'swr/infinite', 'swr/mutation'])
  })

  it('runs from the built output in plain Node, as the CLI will', async () => {
    // A Node of its own: this process resolves workspace packages to their TypeScript sources.
    const script = `
      const sdk = await import(${JSON.stringify(pathToFileURL(join(outDir, 'index.js')).href)})
      const seen = []
      const api = sdk.createClient({
        baseUrl: 'http://api.test',
        token: 'llt_x',
        fetch: async (input, init) => {
          seen.push([String(input), new Headers(init?.headers).get('Authorization')])
          return new Response('{"count":4}', { status: 200 })
        },
      })
      const count = await api.getFeedbackCount()
      const missing = sdk.createClient({ fetch: async () => new Response('', { status: 404, statusText: 'Not Found' }) })
      const error = await missing.listUsers().catch((e) => e)
      console.log(JSON.stringify({ seen, count, error: error.message, isApiError: error instanceof sdk.ApiError }))
    `
    const { NODE_OPTIONS: _, ...env } = process.env
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env })
    expect(JSON.parse(stdout)).toEqual({
      seen: [['http://api.test/api/feedback/count', 'Bearer llt_x']],
      count: { count: 4 },
      error: '404: Not Found',
      isApiError: true,
    })
  })
})
