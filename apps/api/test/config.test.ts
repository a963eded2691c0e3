import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, resolveDatabase } from '../src/platform/config.js'

describe('configuration', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/ledgerline-config-test', SESSION_PASSWORD: 'x'.repeat(32) })
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      demoMode: true,
      staffEmailDomain: 'ledgerline.example',
    })
    expect(config.gate).toEqual({ enabled: true, username: 'preview', password: 'ledgerline-preview' })
    expect(config.database).toEqual({ client: 'sqlite3', connection: '/tmp/ledgerline-config-test/ledgerline.sqlite' })
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ SESSION_PASSWORD: 'short' })).toThrow(/SESSION_PASSWORD must be at least 32/)
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(ConfigError)
  })

  it('requires a session password and full-cost hashing in production, and turns demo mode off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: ':memory:' })).toThrow(
      /SESSION_PASSWORD is required/,
    )
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: ':memory:',
        SESSION_PASSWORD: 'x'.repeat(32),
        SCRYPT_COST: '12',
      }),
    ).toThrow(/SCRYPT_COST/)
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: ':memory:', SESSION_PASSWORD: 'x'.repeat(32) }).demoMode,
    ).toBe(false)
  })

  it('reads PUBLIC_URL as an origin and TRUST_PROXY as off, on or a list of proxies', () => {
    const base = { SESSION_PASSWORD: 'x'.repeat(32), DATABASE_URL: ':memory:' }
    expect(loadConfig(base)).toMatchObject({ publicUrl: undefined, trustProxy: 'off' })
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://Portal.Example.com/' }).publicUrl).toBe(
      'https://portal.example.com',
    )
    expect(loadConfig({ ...base, TRUST_PROXY: 'on' }).trustProxy).toBe('on')
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, ::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ])
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'ftp://portal.example.com' })).toThrow(/PUBLIC_URL/)
  })

  it('resolves DATABASE_URL to SQLite or PostgreSQL', () => {
    expect(resolveDatabase('postgres://u:p@localhost:5432/ll', '/d')).toEqual({
      client: 'pg',
      connection: 'postgres://u:p@localhost:5432/ll',
    })
    expect(resolveDatabase(':memory:', '/d')).toEqual({ client: 'sqlite3', connection: ':memory:' })
    expect(resolveDatabase('sqlite:/var/lib/ll.db', '/d')).toEqual({ client: 'sqlite3', connection: '/var/lib/ll.db' })
    expect(resolveDatabase('file:/var/lib/ll.db', '/d')).toEqual({ client: 'sqlite3', connection: '/var/lib/ll.db' })
    expect(resolveDatabase('/abs/ll.db', '/d')).toEqual({ client: 'sqlite3', connection: '/abs/ll.db' })
  })
})
