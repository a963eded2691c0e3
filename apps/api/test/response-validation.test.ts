import type { Server } from '@hapi/hapi'
import Joi from 'joi'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestServer, stoppedAfterEachTest } from './helpers.js'

/** A route whose answer breaks its own response schema, as a future bug would. */
function addDriftingRoute(server: Server): void {
  server.route({
    method: 'GET',
    path: '/api/drift',
    options: {
      auth: false,
      response: { schema: Joi.object({ count: Joi.number().required() }) },
      handler: () => ({ count: 'three' }),
    },
  })
}

const started = stoppedAfterEachTest()
afterEach(() => {
  vi.restoreAllMocks()
})

describe('response validation', () => {
  it('fails an answer that breaks its schema in tests', async () => {
    const server = await started(createTestServer({ GATE: 'off' }))
    addDriftingRoute(server)
    const response = await server.inject('/api/drift')
    expect(response.statusCode).toBe(500)
  })

  it('outside tests logs a sampled mismatch and still sends the answer', async () => {
    const server = await started(
      createTestServer({ NODE_ENV: 'development', GATE: 'off', RESPONSE_SAMPLE_PERCENT: '100' }),
    )
    addDriftingRoute(server)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await server.inject('/api/drift')
    expect(response.statusCode).toBe(200)
    expect(response.result).toEqual({ count: 'three' })
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/GET \/api\/drift does not match its schema: .*count/))
  })

  it('checks no answer when the sample is 0', async () => {
    const server = await started(
      createTestServer({ NODE_ENV: 'development', GATE: 'off', RESPONSE_SAMPLE_PERCENT: '0' }),
    )
    addDriftingRoute(server)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await server.inject('/api/drift')).statusCode).toBe(200)
    expect(logged).not.toHaveBeenCalled()
  })
})
