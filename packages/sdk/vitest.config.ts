import { defineConfig } from 'vitest/config'
import { viteSourceConditions } from '../../scripts/source-condition.js'

export default defineConfig({
  // Workspace packages resolve to their sources here (scripts/source-condition.js).
  ...(await viteSourceConditions({ test: true })),
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The core runs in Node (the CLI) and browsers; React tests opt into jsdom per file.
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
