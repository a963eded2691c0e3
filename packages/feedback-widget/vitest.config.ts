import preact from '@preact/preset-vite'
import { defineConfig } from 'vitest/config'
import { viteSourceConditions } from '../../scripts/source-condition.js'

export default defineConfig({
  // Workspace packages resolve to their sources here (scripts/source-condition.js).
  ...(await viteSourceConditions({ test: true })),
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  test: {
    name: 'widget',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
})
