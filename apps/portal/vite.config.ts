import { fileURLToPath, URL } from 'node:url'
import { gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import type { ChunkingContext } from 'rolldown'
import { viteSourceConditions } from '../../scripts/source-condition.js'

// In development the API runs separately; the dev server forwards its paths there.
const apiTarget = process.env.LEDGERLINE_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`

// Workspace packages resolve to their sources here (scripts/source-condition.js).
const sources = await viteSourceConditions()

/** DECISIONS.md §10: at most 120 KB gzip of JavaScript on the portal's first screen. */
export const FIRST_SCREEN_BUDGET_BYTES = 120 * 1024

/** The screens `/` shows a new visitor (the gate, then the landing): part of the first screen. */
const LANDING_SCREENS = [/\/features\/auth\/DomainGatePage\.tsx$/, /\/features\/auth\/LandingPage\.tsx$/]

interface ChunkInfo {
  type: 'chunk'
  code: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
}

/**
 * Sums the first screen as a browser gets it (each file gzipped on its own, level 9, like bench/lib/sizes.js): the
 * entry chunk, the landing screens' chunks and everything they import statically. Lazy screens do not count.
 * Prints the figure and fails the build above the budget, as the widget's build does for its own.
 */
export function firstScreenBudget(budget = FIRST_SCREEN_BUDGET_BYTES): Plugin {
  return {
    name: 'ledgerline-first-screen-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.entries(bundle).filter((entry): entry is [string, ChunkInfo & (typeof bundle)[string]] =>
        Boolean(entry[1].type === 'chunk'),
      )
      const byName = new Map(chunks)
      const roots = chunks
        .filter(
          ([, chunk]) => chunk.isEntry || LANDING_SCREENS.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')),
        )
        .map(([name]) => name)
      const seen = new Set<string>()
      const visit = (name: string) => {
        if (seen.has(name) || !byName.has(name)) return
        seen.add(name)
        for (const imported of byName.get(name)!.imports) visit(imported)
      }
      roots.forEach(visit)
      const gzip = [...seen].reduce((sum, name) => sum + gzipSync(byName.get(name)!.code, { level: 9 }).length, 0)
      const line = `portal first screen: ${seen.size} files, ${(gzip / 1024).toFixed(1)} KB gzip (budget ${budget / 1024} KB)`
      if (gzip > budget) this.error(`Size budget exceeded: ${line}`)
      this.info(line)
    },
  }
}

const portalModule = (path: string) => fileURLToPath(new URL(path, import.meta.url))
/** The entry module, and the landing screens (the gate, then the landing) a new visitor's first screen adds to it. */
const ENTRY_MODULE = portalModule('./src/main.tsx')
const LANDING_MODULES = ['./src/features/auth/DomainGatePage.tsx', './src/features/auth/LandingPage.tsx'].map(
  portalModule,
)

/** Radix's primitives; Toast loads on its own, with the toaster. */
const RADIX = /[\\/]node_modules[\\/](radix-ui|@radix-ui[\\/](?!react-toast[\\/]))/
/**
 * The packages those primitives use, which use nothing of Radix (positioning, focus and scroll locking): about a third
 * of the weight, in a chunk that loads beside the other two thirds.
 */
const RADIX_HELPERS =
  /[\\/]node_modules[\\/](@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/
/** The radix-ui package, which re-exports every primitive: an importer keeps only those it names. */
const RADIX_PACKAGE = /[\\/]node_modules[\\/]radix-ui[\\/]/
/** The portal's shared components and helpers (the toaster loads on its own). */
const PORTAL_UI = /[\\/]apps[\\/]portal[\\/]src[\\/](components|lib)[\\/](?!ui[\\/]toaster\.tsx$)/
/** What the pages under the top bar or the client header render around themselves. */
const LAYOUTS =
  /[\\/]apps[\\/]portal[\\/]src[\\/](app[\\/](StaffLayout|TopBarShell|TopBar|ClientLayout)\.tsx|features[\\/]staff[\\/]NotificationPanel\.tsx)$/

/** The Radix primitives a module names in `import { Dialog, DropdownMenu as Menu } from 'radix-ui'`. */
function radixPrimitivesOf(code: string): string[] {
  const names: string[] = []
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g))
    for (const specifier of match[1]!.split(','))
      if (specifier.trim()) names.push(specifier.trim().split(/\s+as\s+/)[0]!)
  // Dialog → react-dialog, DropdownMenu → react-dropdown-menu
  return names.map((name) => `react-${name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}`)
}

/** Every module the roots reach through static imports, following only the Radix primitives an importer names. */
function staticClosure(roots: string[], context: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const info = context.getModuleInfo(id)
    if (!info || RADIX_PACKAGE.test(id)) return
    for (const imported of info.importedIds) {
      if (!RADIX_PACKAGE.test(imported)) visit(imported)
      else
        for (const primitive of radixPrimitivesOf(info.code ?? ''))
          for (const candidate of context.getModuleInfo(imported)?.importedIds ?? [])
            if (candidate.includes(`@radix-ui/${primitive}/`)) visit(candidate)
    }
  }
  roots.forEach(visit)
  return seen
}

const closures = new WeakMap<object, { entry: Set<string>; firstScreen: Set<string> }>()

/**
 * The shared chunk a module goes to (build.rolldownOptions). Left to itself the bundler splits what the screens
 * share into some thirty small files, and a screen waits on a dozen of them in turn: Lighthouse simulates six
 * connections per origin over HTTP/1.1, each request paying a round trip. Instead: the entry chunk as before (null),
 * one chunk for what the landing screens add to it, then Radix, the portal's components and the layouts, so that a
 * screen loads in one round of requests. The first screen keeps only what it uses.
 */
export function sharedChunkOf(id: string, context: ChunkingContext): string | null {
  let sets = closures.get(context)
  if (!sets) {
    const entry = staticClosure([ENTRY_MODULE], context)
    sets = { entry, firstScreen: staticClosure([ENTRY_MODULE, ...LANDING_MODULES], context) }
    closures.set(context, sets)
  }
  if (sets.entry.has(id) || LANDING_MODULES.includes(id)) return null
  if (sets.firstScreen.has(id)) return 'first-screen'
  if (RADIX_HELPERS.test(id)) return 'radix-helpers'
  if (RADIX.test(id)) return 'radix'
  if (PORTAL_UI.test(id)) return 'ui'
  if (LAYOUTS.test(id)) return 'layouts'
  return null
}

export default defineConfig({
  ...sources,
  plugins: [react(), tailwindcss(), firstScreenBudget()],
  resolve: {
    ...sources.resolve,
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/widget': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: sharedChunkOf, includeDependenciesRecursively: false }] } },
    },
  },
})
