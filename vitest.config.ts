import { defineConfig } from 'vitest/config'

// Every workspace package with a vitest.config.ts is a project; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tools/*'],
  },
})
