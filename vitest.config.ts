import { defineConfig } from 'vitest/config'
import { findPgBin } from './apps/api/test/pg-cluster.js'

const pgBin = findPgBin()
if (!pgBin && !process.env.VITEST_WORKER_ID) {
  console.warn(
    '\n*** PostgreSQL pass NOT run: no PostgreSQL binaries found (apt-get install -y postgresql). Only SQLite was tested. ***\n',
  )
}

/** Per-package floors (lines, statements, functions, branches), a few points under the measured figures. */
const COVERAGE_THRESHOLDS = {
  'apps/api/src/**': { lines: 80, statements: 80, functions: 80, branches: 70 },
  'apps/portal/src/**': { lines: 80, statements: 80, functions: 70, branches: 70 },
  'packages/sdk/src/**': { lines: 80, statements: 80, functions: 80, branches: 70 },
  'packages/feedback-widget/src/**': { lines: 80, statements: 80, functions: 80, branches: 70 },
  'tools/cli/src/**': { lines: 70, statements: 70, functions: 70, branches: 60 },
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
