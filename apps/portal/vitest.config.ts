import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { viteSourceConditions } from '../../scripts/source-condition.js'

// Workspace packages resolve to their sources here (scripts/source-condition.js).
const sources = await viteSourceConditions({ test: true })

export default defineConfig({
  ...sources,
  plugins: [react()],
  resolve: {
    ...sources.resolve,
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'portal',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Two shared cores: generous limits keep slow runs from failing tests that are right.
    testTimeout: 20_000,
  },
})
