import { describe, expect, it } from 'vitest'
import { environmentOf } from '../src/firm/routes/environment.js'
import { createTestServer, stoppedAfterEachTest } from './helpers.js'

const started = stoppedAfterEachTest()

describe('GET /api/environment (the portal’s environment banner)', () => {
  it('says demo in demo mode, before the gate is passed', async () => {
    const server = await started(createTestServer({ DEMO_MODE: 'on' }))
    const res = await server.inject('/api/environment')
    expect(res.statusCode).toBe(200)
    expect(res.result).toEqual({ environment: 'demo' })
  })

  it('says development when demo mode is off outside production', async () => {
    const server = await started(createTestServer({ DEMO_MODE: 'off' }))
    const res = await server.inject('/api/environment')
    expect(res.result).toEqual({ environment: 'development' })
  })

  it('says production only in production without demo mode', () => {
    expect(environmentOf({ isProduction: true, demoMode: false })).toBe('production')
    expect(environmentOf({ isProduction: true, demoMode: true })).toBe('demo')
  })
})
