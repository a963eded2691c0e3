#!/usr/bin/env node
// `npm run dev`: the API on :3000 (restarted by tsx watch on change) and the portal's Vite dev server
// with hot reloading on :5173, proxying /api and /widget to the API.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// The browser talks to the Vite server, which forwards its Host and Origin: that is the API's public origin.
const apiEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' }
const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=@ledgerline/source', 'apps/api/src/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: apiEnv,
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@ledgerline/portal'], { cwd: root, stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
