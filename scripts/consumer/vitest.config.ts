import { defineConfig } from 'vitest/config'
import { viteSourceConditions } from '../source-condition.js'

// Not one of the workspace's projects: scripts/test.js runs it as its own step (`npm run test:consumer`),
// after the unit suites, because it packs and installs the packages (about a minute and a half).
export default defineConfig({
  ...(await viteSourceConditions({ test: true })),
  root: import.meta.dirname,
  test: {
    name: 'consumer',
    include: ['consumer.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
