// Bundle sizes as a browser receives them: each file gzipped on its own (level 9, as the widget's build budget).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

export const gzipSize = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 9 }).length

/**
 * The widget's script-tag files (DECISIONS.md §10): the loader the tag loads, and the assistant it fetches on
 * first open (the pins and reader parts load only where a page needs them); issue 17's parts, each with its own
 * budget: the console and network hooks, the evidence review and the screenshot renderer.
 * @param {string} root the repository
 * @returns {{ loader: number, assistant: number, context: number, evidence: number, screenshot: number }} gzip bytes of each
 */
export function widgetSizes(root) {
  const dist = join(root, 'packages/feedback-widget/dist')
  return {
    loader: gzipSize(join(dist, 'feedback-widget.js')),
    assistant: gzipSize(join(dist, 'feedback-widget-assistant.js')),
    context: gzipSize(join(dist, 'feedback-widget-context.js')),
    evidence: gzipSize(join(dist, 'feedback-widget-evidence.js')),
    screenshot: gzipSize(join(dist, 'feedback-widget-screenshot.js')),
  }
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`: static edges only, never `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g

/**
 * @param {string} file
 * @returns {string[]} the specifiers, as written
 */
function staticImports(file) {
  const code = readFileSync(file, 'utf8')
  // The group is not optional: every match has it.
  return [...code.matchAll(STATIC_IMPORT)].map((m) => /** @type {string} */ (m[1]))
}

/**
 * A chunk and every chunk it imports statically, transitively (absolute paths).
 * @param {string[]} entries
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function closure(entries, seen = new Set()) {
  for (const entry of entries) {
    if (seen.has(entry) || !existsSync(entry)) continue
    seen.add(entry)
    closure(
      staticImports(entry).map((spec) => join(dirname(entry), spec)),
      seen,
    )
  }
  return seen
}

/**
 * The portal's first screen (DECISIONS.md §10): the entry chunk and every chunk index.html loads or
 * modulepreloads, their static imports, and the lazy screens of the landing route (`/`: the gate for
 * a new visitor, then the landing page) with their static imports.
 * @param {string} root the repository
 * @param {string[]} [landingScreens] the lazy chunks' names
 * @returns {{ files: { file: string, gzip: number }[], entryGzip: number, gzip: number }}
 */
export function portalFirstScreen(root, landingScreens = ['DomainGatePage', 'LandingPage']) {
  const dist = join(root, 'apps/portal/dist')
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const fromHtml = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map((m) => join(dist, posix.normalize(/** @type {string} */ (m[1])).replace(/^\//, '')))
  const assets = join(dist, 'assets')
  const screens = landingScreens.map((name) => {
    const chunk = readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'))
    if (!chunk) throw new Error(`No chunk for the landing screen ${name} in ${assets}`)
    return join(assets, chunk)
  })
  const files = [...closure([...fromHtml, ...screens])]
  const entry = fromHtml[0]
  if (entry === undefined) throw new Error(`No script in ${join(dist, 'index.html')}`)
  return {
    files: files.map((file) => ({ file, gzip: gzipSize(file) })),
    entryGzip: gzipSize(entry),
    gzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
  }
}
