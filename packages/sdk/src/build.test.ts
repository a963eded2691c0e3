import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
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
    outDir = mkdtempSync(join(tmpdir(), 'ledgerline-sdk-build-'))
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

  it('keeps React and SWR out of everything the core entry reaches (the widget bundles it)', () => {
    const core = closure(join(outDir, 'index.js'))
    expect([...core.packages]).toEqual([])
    expect([...core.files].some((file) => file.includes(`${join(outDir, 'react')}`))).toBe(false)

    const react = closure(join(outDir, 'react/index.js'))
    expect([...react.packages].sort()).toEqual(['react', 'react/jsx-runtime', 'swr', 'swr/infinite', 'swr/mutation'])
  })

  it('runs from the built output in plain Node, as the CLI will', async () => {
    const sdk = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as typeof import('./index.js')
    const api = sdk.createClient({
      baseUrl: 'http://api.test',
      token: 'llt_x',
      fetch: async (input, init) => {
        expect(input).toBe('http://api.test/api/feedback/count')
        expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer llt_x')
        return new Response('{"count":4}', { status: 200 })
      },
    })
    await expect(api.getFeedbackCount()).resolves.toEqual({ count: 4 })
    await expect(
      sdk.createClient({ fetch: async () => new Response('', { status: 404, statusText: 'Not Found' }) }).listUsers(),
    ).rejects.toThrow(new sdk.ApiError(404, 'Not Found', '').message)
  })
})
