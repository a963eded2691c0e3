import { defineConfig } from 'vitest/config'
import { viteSourceConditions } from '../../scripts/source-condition.js'

export default defineConfig({
  ...(await viteSourceConditions({ test: true })),
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
