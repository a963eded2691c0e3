import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import preact from '@preact/preset-vite'
import { defineConfig, type Plugin } from 'vite'
import dts from 'vite-plugin-dts'

/** DECISIONS.md §10: the script-tag bundle stays at or under 20 KB gzip. */
export const IIFE_BUDGET_BYTES = 20 * 1024
const IIFE_FILE = 'feedback-widget.js'

/** Gzips the built IIFE, prints its size and fails the build above the budget. */
function sizeBudget(file: string, budget: number): Plugin {
  return {
    name: 'ledgerline-size-budget',
    apply: 'build',
    writeBundle(output) {
      const path = resolve(output.dir ?? 'dist', file)
      const raw = readFileSync(path)
      const gzip = gzipSync(raw, { level: 9 }).length
      const line = `${file}: ${(raw.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(2)} KB gzip (budget ${budget / 1024} KB)`
      if (gzip > budget) this.error(`Size budget exceeded: ${line}`)
      this.info(line)
      console.log(`\n  ${line}\n`)
    },
  }
}

/** The script tag's languages: src/locales/*.json, minified, as dist/locales/*.json (fetched when a page needs one). */
function localeFiles(): Plugin {
  const dir = resolve(import.meta.dirname, 'src/locales')
  return {
    name: 'ledgerline-locale-files',
    apply: 'build',
    generateBundle() {
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const source = JSON.stringify(JSON.parse(readFileSync(resolve(dir, file), 'utf8')))
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source })
      }
    },
  }
}

const preactPlugin = () => preact({ devToolsEnabled: false, prefreshEnabled: false })

// `vite build` makes the ESM build and its types; `vite build --mode iife` the self-mounting script-tag bundle.
export default defineConfig(({ mode }) =>
  mode === 'iife'
    ? {
        plugins: [preactPlugin(), localeFiles(), sizeBudget(IIFE_FILE, IIFE_BUDGET_BYTES)],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          emptyOutDir: false,
          minify: true,
          target: 'es2022',
          // Browsers with :not() lists, logical properties and color-scheme, so the CSS goes out as written.
          cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
          lib: {
            entry: resolve(import.meta.dirname, 'src/embed.ts'),
            formats: ['iife'],
            name: 'LedgerlineFeedback',
            fileName: () => IIFE_FILE,
          },
        },
      }
    : {
        plugins: [
          preactPlugin(),
          dts({
            tsconfigPath: './tsconfig.json',
            entryRoot: 'src',
            include: ['src'],
            exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          }),
        ],
        build: {
          lib: { entry: resolve(import.meta.dirname, 'src/index.ts'), formats: ['es'], fileName: () => 'index.js' },
          rollupOptions: {
            external: (id) => /^(preact|@preact\/signals|@ledgerline\/sdk)(\/|$)/.test(id),
          },
        },
      },
)
