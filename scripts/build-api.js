// The API and the CLI as plain JavaScript bundles for `npm start`, `ledgerline` and the bench: node runs them
// without tsx, whose loader thread and in-memory transforms cost about 40 MB of resident memory in every process
// (and the CLI's start-up time). Dependencies stay in node_modules; only our own TypeScript is bundled.
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

// Two folders below apps/api, as src/platform/config.ts is: its REPO_ROOT (four levels up from the module) holds.
export const API_BUNDLE = join(root, 'apps/api/dist/server/start.js')
// Outside dist/ (the published build's folder), and as deep as src/platform/config.ts for its REPO_ROOT.
export const CLI_BUNDLE = join(root, 'tools/cli/.bundle/cli/main.js')

/**
 * Newest modification time of the files under a folder (0 when missing), node_modules and dist/ left out.
 * @param {string} dir
 * @returns {number}
 */
export function newest(dir) {
  if (!existsSync(dir)) return 0
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

/** When a build output was written (-1 when missing). */
export const builtAt = (/** @type {string} */ file) => (existsSync(file) ? statSync(file).mtimeMs : -1)
/** The newest source under these folders of the repository. */
export const sources = (/** @type {string[]} */ ...dirs) => Math.max(...dirs.map((dir) => newest(join(root, dir))))
const dependencies = (/** @type {string[]} */ ...manifests) =>
  manifests.flatMap((manifest) =>
    Object.keys(JSON.parse(readFileSync(join(root, manifest), 'utf8')).dependencies ?? {}).filter(
      (name) => !name.startsWith('@ledgerline/'),
    ),
  )

/** True when the bundle is older than a source of the API, the contracts or the SDK. */
export const apiBundleStale = () =>
  builtAt(API_BUNDLE) < sources('apps/api/src', 'packages/contracts/src', 'packages/sdk/src')

/** True when the CLI's bundle is older than a source of the CLI, the API, the contracts or the SDK. */
export const cliBundleStale = () =>
  builtAt(CLI_BUNDLE) < sources('tools/cli/src', 'apps/api/src', 'packages/contracts/src', 'packages/sdk/src')

/**
 * Bundles one entry with esbuild (tsx's own dependency). The file is written beside its target and renamed, so
 * processes that build at the same moment never run a half-written bundle.
 * @param {string} entry
 * @param {string} outfile
 * @param {string[]} external
 */
async function bundle(entry, outfile, external) {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [join(root, entry)],
    outdir: dirname(outfile),
    entryNames: basename(outfile, '.js'),
    // A dynamic import of our own code becomes a chunk beside the entry, evaluated (with the dependencies it
    // imports) when it is imported: the API's entry sets V8's heap sizing first (apps/api/src/start.ts).
    splitting: true,
    chunkNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The workspace packages as their TypeScript sources (scripts/source-condition.js), not their dist/.
    conditions: ['@ledgerline/source'],
    external: [...new Set(external)],
    write: false,
    logLevel: 'warning',
  })
  mkdirSync(dirname(outfile), { recursive: true })
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`
    writeFileSync(partial, file.contents)
    renameSync(partial, file.path)
  }
}

export const buildApi = () => bundle('apps/api/src/start.ts', API_BUNDLE, dependencies('apps/api/package.json'))

export const buildCli = () =>
  bundle('tools/cli/src/main.ts', CLI_BUNDLE, dependencies('apps/api/package.json', 'tools/cli/package.json'))
