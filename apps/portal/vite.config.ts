import { fileURLToPath, URL } from 'node:url'
import { gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
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
  },
})
