import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/platform/config.js'
import { init } from '../src/server.js'
import { freePort } from './free-port.js'

// Issue 13, item 8 (ASVS 5.0 V13.4.x configuration, V6.3.x default credentials): production refuses to start
// with the defaults an installation must change.

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: ':memory:',
  SESSION_PASSWORD: 'a-production-session-password-0123456789abcdef',
  GATE_USERNAME: 'firm-preview',
  GATE_PASSWORD: 'a long gate passphrase',
  PUBLIC_URL: 'https://portal.example-firm.test',
}
const without = (name: keyof typeof PRODUCTION) => {
  const env: Record<string, string> = { ...PRODUCTION }
  delete env[name]
  return env
}

describe('NODE_ENV=production', () => {
  it('starts with a complete configuration', async () => {
    const server = await init({ env: PRODUCTION })
    expect(server.app.config.publicUrl).toBe('https://portal.example-firm.test')
    expect(server.app.config.demoMode).toBe(false)
    await server.stop()
  })

  it('refuses the default gate credentials unless the gate is off', async () => {
    await expect(init({ env: without('GATE_PASSWORD') })).rejects.toThrow(/GATE_PASSWORD/)
    await expect(init({ env: { ...PRODUCTION, GATE_PASSWORD: 'ledgerline-preview' } })).rejects.toThrow(/GATE_PASSWORD/)
    await (await init({ env: { ...without('GATE_PASSWORD'), GATE: 'off' } })).stop()
  })

  it('requires PUBLIC_URL, an origin', async () => {
    await expect(init({ env: without('PUBLIC_URL') })).rejects.toThrow(/PUBLIC_URL is required/)
    await expect(init({ env: { ...PRODUCTION, PUBLIC_URL: 'https://portal.example-firm.test/app' } })).rejects.toThrow(
      /PUBLIC_URL/,
    )
    await expect(init({ env: { ...PRODUCTION, PUBLIC_URL: 'portal.example-firm.test' } })).rejects.toThrow(/PUBLIC_URL/)
  })

  it('refuses demo mode unless ALLOW_DEMO_IN_PRODUCTION=yes', async () => {
    await expect(init({ env: { ...PRODUCTION, DEMO_MODE: 'on' } })).rejects.toThrow(/ALLOW_DEMO_IN_PRODUCTION/)
    const demo = await init({ env: { ...PRODUCTION, DEMO_MODE: 'on', ALLOW_DEMO_IN_PRODUCTION: 'yes' } })
    expect(demo.app.config.demoMode).toBe(true)
    await demo.stop()
  })

  it('makes `npm start` exit with a message naming what to set', async () => {
    const port = await freePort()
    const child = spawn(
      process.execPath,
      ['--conditions=@ledgerline/source', '--import', 'tsx', 'apps/api/src/start.ts'],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PORT: String(port),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerline-prod-')),
          SESSION_PASSWORD: PRODUCTION.SESSION_PASSWORD,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const outcome = await new Promise<string>((resolve) => {
      child.stdout.on('data', () => {
        if (/listening/.test(output)) resolve('listening')
      })
      child.on('exit', (code) => resolve(`exit ${code}`))
    })
    child.kill()
    expect(outcome, output).toBe('exit 1')
    expect(output).toMatch(/GATE_PASSWORD/)
    expect(output).toMatch(/PUBLIC_URL/)
  })
})
