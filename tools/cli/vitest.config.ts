import { defineConfig } from 'vitest/config'
import { findPgBin } from '../../apps/api/test/pg-cluster.js'
import { viteSourceConditions } from '../../scripts/source-condition.js'

export default defineConfig({
  // Workspace packages resolve to their sources here (scripts/source-condition.js).
  ...(await viteSourceConditions({ test: true })),
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Like the API's PostgreSQL pass (root vitest.config.ts): only where Debian's PostgreSQL binaries are installed.
    exclude: ['**/node_modules/**', ...(findPgBin() ? [] : ['test/postgres.test.ts'])],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
