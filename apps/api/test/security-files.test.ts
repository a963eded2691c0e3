import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { init } from '../src/server.js'

// Issue 13, item 9 (ASVS 5.0 V13.3.x secrets, V14.x data protection): the data folder is 0700, the SQLite
// database, its -wal and -shm files and the generated session password are 0600.

const mode = (path: string) => statSync(path).mode & 0o777
const octal = (value: number) => value.toString(8)

/** A development server with its default SQLite file and generated session password in `dataDir`. */
async function startWith(dataDir: string) {
  const server = await init({ env: { NODE_ENV: 'test', SCRYPT_COST: '10', DATA_DIR: dataDir }, seed: true })
  // A write, so that the -wal and -shm files exist.
  await server.app.db('throttleCounters').insert({ key: 'files-test', hits: 1, expiresAt: Date.now() + 1000 })
  return server
}

function expectPrivate(dataDir: string) {
  const files = ['ledgerline.sqlite', 'ledgerline.sqlite-wal', 'ledgerline.sqlite-shm', 'session-password']
  expect(octal(mode(dataDir))).toBe('700')
  for (const file of files) {
    expect(existsSync(join(dataDir, file)), file).toBe(true)
    expect(octal(mode(join(dataDir, file))), file).toBe('600')
  }
}

describe('the data folder', () => {
  it('is created readable by its owner only, with the database and the session password', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ledgerline-files-')), 'data')
    const server = await startWith(dataDir)
    try {
      expectPrivate(dataDir)
    } finally {
      await server.stop()
    }
  })

  it('of an older installation is made private at start', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ledgerline-files-')), 'data')
    mkdirSync(dataDir, { mode: 0o755 })
    chmodSync(dataDir, 0o755)
    closeSync(openSync(join(dataDir, 'ledgerline.sqlite'), 'w', 0o644))
    chmodSync(join(dataDir, 'ledgerline.sqlite'), 0o644)
    writeFileSync(join(dataDir, 'session-password'), 'an-older-generated-session-password-0123456789\n', {
      mode: 0o644,
    })
    chmodSync(join(dataDir, 'session-password'), 0o644)
    const server = await startWith(dataDir)
    try {
      expectPrivate(dataDir)
    } finally {
      await server.stop()
    }
  })
})
