// The API as one plain JavaScript file for `npm start` and the bench: node runs it without tsx, whose
// loader thread and in-memory transforms cost about 40 MB of resident memory in every server process.
// Dependencies stay in node_modules; only our own TypeScript (apps/api, packages/sdk) is bundled.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

// Two folders below apps/api, as src/platform/config.ts is: its REPO_ROOT (four levels up from the module) holds.
export const API_BUNDLE = join(root, 'apps/api/dist/server/start.js')

/** Newest modification time of the files under a folder (0 when missing). */
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

/** True when the bundle is older than a source of the API or the SDK. */
export function apiBundleStale() {
  const built = existsSync(API_BUNDLE) ? statSync(API_BUNDLE).mtimeMs : -1
  return built < Math.max(newest(join(root, 'apps/api/src')), newest(join(root, 'packages/sdk/src')))
}

/** Bundles apps/api/src/start.ts with esbuild (tsx's own dependency). */
export async function buildApi() {
  const { build } = await import('esbuild')
  const manifest = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'))
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@ledgerline/'))
  await build({
    entryPoints: [join(root, 'apps/api/src/start.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  })
}
