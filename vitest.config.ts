import { defineConfig } from 'vitest/config'
import { findPgBin } from './apps/api/test/pg-cluster.js'

const pgBin = findPgBin()
if (!pgBin && !process.env.VITEST_WORKER_ID) {
  console.warn(
    '\n*** PostgreSQL pass NOT run: no PostgreSQL binaries found (apt-get install -y postgresql). Only SQLite was tested. ***\n',
  )
}

/** Per-package floors (lines, statements, functions, branches), about three points under the measured figures. */
const COVERAGE_THRESHOLDS = {
  'apps/api/src/**': { lines: 89, statements: 87, functions: 88, branches: 77 },
  'apps/portal/src/**': { lines: 88, statements: 87, functions: 83, branches: 80 },
  'packages/sdk/src/**': { lines: 92, statements: 91, functions: 88, branches: 88 },
  'packages/feedback-widget/src/**': { lines: 92, statements: 89, functions: 89, branches: 75 },
  'packages/contracts/src/**': { lines: 93, statements: 92, functions: 93, branches: 79 },
  // The CLI's tests run the real `ledgerline` in child processes (a terminal, exit codes, signals), which v8
  // coverage in vitest does not see: this floor guards its in-process unit tests only.
  'tools/cli/src/**': { lines: 10, statements: 8, functions: 4, branches: 0 },
}

// Every workspace package with a vitest.config.ts is a project; the API suite runs a second time on
// PostgreSQL (`api-pg`) when Debian's PostgreSQL binaries are present.
export default defineConfig({
  test: {
    // `npm test` runs with --coverage: each package keeps at least its thresholds, so a drop fails the run.
    coverage: {
      provider: 'v8',
      include: ['apps/*/src/**', 'packages/*/src/**', 'tools/*/src/**'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.d.ts', 'apps/portal/src/main.tsx'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: COVERAGE_THRESHOLDS,
    },
    projects: [
      'packages/*',
      'apps/*',
      'tools/*',
      ...(pgBin
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              test: {
                name: 'api-pg',
                root: './apps/api',
                globalSetup: ['./test/pg-global-setup.ts'],
                // Direct-database unit tests gain nothing from a second pass.
                exclude: ['**/node_modules/**', 'test/config.test.ts'],
              },
            },
          ]
        : []),
    ],
  },
})
