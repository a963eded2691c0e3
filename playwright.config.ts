import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { freePort } from './apps/api/test/free-port.js'

// DECISIONS.md §2: Debian's Chromium drives the specs; Playwright never downloads a browser.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install it (apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary.`,
  )
}

// A free port, found once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ||= String(await freePort())
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
// The server's data folder, known to the specs too: they read the e-mails it writes to outbox/ there.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'ledgerline-e2e-'))

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  reporter: 'list',
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.js',
    url: `${baseURL}/`,
    // The first run builds the portal and the widget.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: process.env.E2E_PORT, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
})
