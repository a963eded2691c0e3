import { defineConfig } from 'vitest/config'
import { viteSourceConditions } from '../../scripts/source-condition.js'

export default defineConfig({
  // Workspace packages resolve to their sources here (scripts/source-condition.js).
  ...(await viteSourceConditions({ test: true })),
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
