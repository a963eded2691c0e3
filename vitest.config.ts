import { defineConfig } from 'vitest/config'
import { findPgBin } from './apps/api/test/pg-cluster.js'

const pgBin = findPgBin()
if (!pgBin && !process.env.VITEST_WORKER_ID) {
  console.warn(
    '\n*** PostgreSQL pass NOT run: no PostgreSQL binaries found (apt-get install -y postgresql). Only SQLite was tested. ***\n',
  )
}

// Every workspace package with a vitest.config.ts is a project; the API suite runs a second time on
// PostgreSQL (`api-pg`) when Debian's PostgreSQL binaries are present.
export default defineConfig({
  test: {
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
