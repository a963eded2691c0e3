#!/usr/bin/env node
// The server the end-to-end specs drive: the real `npm start` (scripts/start.js) on a free port, with a fresh
// SQLite database in a temporary folder that is removed when the server stops.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** E2E_PORT when set (playwright.config.ts sets it so both sides agree), else a port the OS says is free. */
async function pickPort() {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT)
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
      probe.close(() => resolve(port))
    })
  })
}

const port = await pickPort()
// E2E_DATA_DIR (set by playwright.config.ts) lets specs read what the server writes there, such as e-mails.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'ledgerline-e2e-'))
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: join(dataDir, 'ledgerline.sqlite'),
  DATA_DIR: dataDir,
  // Fast password hashing for the demo accounts; never used outside tests.
  SCRYPT_COST: '12',
}

console.log(`e2e server: port ${port}, database ${env.DATABASE_URL}`)
const server = spawn(process.execPath, [join(root, 'scripts/start.js')], { cwd: root, env, stdio: 'inherit' })

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true })
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    server.kill(signal)
  })
}

server.on('exit', (code, signal) => {
  cleanUp()
  process.exit(code ?? (signal ? 1 : 0))
})
