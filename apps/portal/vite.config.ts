import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { viteSourceConditions } from '../../scripts/source-condition.js'

// In development the API runs separately; the dev server forwards its paths there.
const apiTarget = process.env.LEDGERLINE_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`

// Workspace packages resolve to their sources here (scripts/source-condition.js).
const sources = await viteSourceConditions()

export default defineConfig({
  ...sources,
  plugins: [react(), tailwindcss()],
  resolve: {
    ...sources.resolve,
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/widget': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
})
