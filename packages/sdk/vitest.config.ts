import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The core runs in Node (the CLI) and browsers; React tests opt into jsdom per file.
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
