import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import preact from '@preact/preset-vite'
import { defineConfig, type Plugin } from 'vite'
import dts from 'vite-plugin-dts'
import { viteSourceConditions } from '../../scripts/source-condition.js'

/**
 * DECISIONS.md §10: the script-tag loader at most 6 KB gzip; the assistant it fetches on first open (panel
 * and picker, with Preact and signals) at most 15 KB. The pins and the reader part (My reports, pin details),
 * which only signed-in readers fetch, each fit the loader's budget.
 */
export const LOADER_BUDGET_BYTES = 6 * 1024
export const ASSISTANT_BUDGET_BYTES = 15 * 1024
/**
 * Issue 17's parts, each with its own budget: the console and network hooks (fetched at start when a site turns
 * them on), the evidence review (when the details step first shows) and the screenshot renderer (when the
 * reporter asks for a screenshot; modern-screenshot is most of it).
 */
export const CONTEXT_BUDGET_BYTES = 2 * 1024
export const EVIDENCE_BUDGET_BYTES = 12 * 1024
export const SCREENSHOT_BUDGET_BYTES = 12 * 1024
const LOADER_FILE = 'feedback-widget.js'
const ASSISTANT_FILE = 'feedback-widget-assistant.js'
const PINS_FILE = 'feedback-widget-pins.js'
const READER_FILE = 'feedback-widget-reader.js'
const CONTEXT_FILE = 'feedback-widget-context.js'
const EVIDENCE_FILE = 'feedback-widget-evidence.js'
const SCREENSHOT_FILE = 'feedback-widget-screenshot.js'

/** Gzips the built files, prints their size and fails the build when together they are above the budget. */
function sizeBudget(name: string, files: string[], budget: number): Plugin {
  return {
    name: 'ledgerline-size-budget',
    apply: 'build',
    writeBundle(output) {
      const dir = output.dir ?? 'dist'
      const raw = files.map((file) => readFileSync(resolve(dir, file)))
      const size = raw.reduce((sum, bytes) => sum + bytes.length, 0)
      const gzip = raw.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0)
      const line = `${name} (${files.join(' + ')}): ${(size / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(2)} KB gzip (budget ${budget / 1024} KB)`
      if (gzip > budget) this.error(`Size budget exceeded: ${line}`)
      console.log(`\n  ${line}\n`)
    },
  }
}

// The SDK resolves to its sources (scripts/source-condition.js): the IIFE bundles it without a prior build.
const sources = await viteSourceConditions()

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
const iife = (entry: string, fileName: string, name?: string) => ({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ...sources,
  resolve: {
    ...sources.resolve,
    alias: [
      { find: /^\.\/assistant-import$/, replacement: resolve(import.meta.dirname, 'src/assistant-import.iife.ts') },
      ...(name === 'LedgerlineFeedback'
        ? [{ find: /^\.\/pins$/, replacement: resolve(import.meta.dirname, 'src/pins.iife.ts') }]
        : []),
    ],
  },
  build: {
    emptyOutDir: false,
    minify: true,
    target: 'es2022',
    // Browsers with :not() lists, logical properties and color-scheme, so the CSS goes out as written.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    lib: {
      entry: resolve(import.meta.dirname, entry),
      formats: ['iife' as const],
      name: name ?? '_',
      fileName: () => fileName,
    },
  },
})

// `vite build` makes the ESM build and its types; `--mode iife` the script tag's loader, the self-mounting
// feedback-widget.js (and the language files); `--mode assistant` the assistant it fetches on first open;
// `--mode pins` and `--mode reader` the pins and the reader part, fetched when a signed-in reader needs them.
/** A library build is a production build whatever NODE_ENV says (see below). */
function productionBuild(command: string): void {
  // npm pack run under a test runner inherits NODE_ENV=test, which makes Vite compile JSX for development
  // (source locations in every element) and breaks the size budgets of what would be published.
  if (command === 'build') process.env.NODE_ENV = 'production'
}

export default defineConfig(({ command, mode }) => {
  productionBuild(command)
  return mode === 'iife'
    ? {
        plugins: [preactPlugin(), localeFiles(), sizeBudget('loader', [LOADER_FILE], LOADER_BUDGET_BYTES)],
        ...iife('src/embed.ts', LOADER_FILE, 'LedgerlineFeedback'),
      }
    : mode === 'pins'
      ? {
          plugins: [preactPlugin(), sizeBudget('pins', [PINS_FILE], LOADER_BUDGET_BYTES)],
          ...iife('src/pins-entry.ts', PINS_FILE),
        }
      : mode === 'reader'
        ? {
            plugins: [sizeBudget('reader', [READER_FILE], LOADER_BUDGET_BYTES)],
            ...iife('src/reader-entry.ts', READER_FILE),
          }
        : mode === 'context'
          ? {
              plugins: [sizeBudget('context', [CONTEXT_FILE], CONTEXT_BUDGET_BYTES)],
              ...iife('src/context-entry.ts', CONTEXT_FILE),
            }
          : mode === 'evidence'
            ? {
                plugins: [preactPlugin(), sizeBudget('evidence', [EVIDENCE_FILE], EVIDENCE_BUDGET_BYTES)],
                ...iife('src/evidence-entry.ts', EVIDENCE_FILE),
              }
            : mode === 'screenshot'
              ? {
                  plugins: [sizeBudget('screenshot', [SCREENSHOT_FILE], SCREENSHOT_BUDGET_BYTES)],
                  ...iife('src/screenshot-entry.ts', SCREENSHOT_FILE),
                }
              : mode === 'assistant'
                ? {
                    plugins: [preactPlugin(), sizeBudget('assistant', [ASSISTANT_FILE], ASSISTANT_BUDGET_BYTES)],
                    ...iife('src/assistant-entry.ts', ASSISTANT_FILE),
                  }
                : {
                    ...sources,
                    plugins: [
                      preactPlugin(),
                      // One rolled-up index.d.ts: no extensionless relative imports (TS2835 under NodeNext) and no .tsx
                      // sources (TS6142 without a jsx setting) reach a consumer's compiler.
                      dts({
                        tsconfigPath: './tsconfig.json',
                        entryRoot: 'src',
                        include: ['src'],
                        exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
                        rollupTypes: true,
                      }),
                    ],
                    build: {
                      lib: {
                        entry: resolve(import.meta.dirname, 'src/index.ts'),
                        formats: ['es'],
                        fileName: () => 'index.js',
                      },
                      rollupOptions: {
                        external: (id) => /^(preact|@preact\/signals|@ledgerline\/sdk)(\/|$)/.test(id),
                      },
                    },
                  }
})
