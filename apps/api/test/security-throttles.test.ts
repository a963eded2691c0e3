import type { Server, ServerInjectResponse } from '@hapi/hapi'
import { describe, expect, it } from 'vitest'
import { sitesService } from '../src/sites/service.js'
import { createTestServer, GATE, passGate, stoppedAfterEachTest } from './helpers.js'
import { instanceOn, sharedDatabaseUrl } from './security-helpers.js'
import { PNG_DATA_URL } from './images.js'

// Issue 13, items 1 and 2 (ASVS 5.0 V6.3.1, V2.4.1): throttles count an attempt before judging it, atomically,
// on every instance; an embedding site's public key cannot fill the feedback table.

const started = stoppedAfterEachTest()
const server = (env: Record<string, string> = {}) => started(createTestServer(env))

const statuses = (responses: ServerInjectResponse[]) => responses.map((r) => r.statusCode)
const judged = (responses: ServerInjectResponse[]) => responses.filter((r) => r.statusCode !== 429).length

describe('sign-in throttling under parallel attempts', () => {
  it('judges at most LOGIN_MAX_PER_ACCOUNT of 12 parallel sign-ins for one account, the right password included', async () => {
    const api = await server()
    const cookie = await passGate(api)
    const attempt = (password: string) =>
      api.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie },
        payload: { email: 'client@example.com', password, portal: 'client' },
      })
    const answers = await Promise.all([...Array.from({ length: 11 }, () => attempt('wrong')), attempt('demo1234')])
    expect(judged(answers), statuses(answers).join(' ')).toBeLessThanOrEqual(5)
    for (const refused of answers.filter((r) => r.statusCode === 429))
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('judges at most LOGIN_MAX_PER_ADDRESS of parallel sign-ins from one address across accounts', async () => {
    const api = await server({ LOGIN_MAX_PER_ADDRESS: '3' })
    const cookie = await passGate(api)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { cookie },
          payload: { email: `person${i}@example.com`, password: 'wrong', portal: 'client' },
        }),
      ),
    )
    expect(judged(answers), statuses(answers).join(' ')).toBe(3)
  })

  it('answers at most 50 of 70 parallel wrong gate logins with 401, the rest with 429', async () => {
    const api = await server()
    const answers = await Promise.all(
      Array.from({ length: 70 }, () =>
        api.inject({ method: 'POST', url: '/api/domain-auth', payload: { ...GATE, password: 'wrong' } }),
      ),
    )
    expect(answers.filter((r) => r.statusCode === 401).length).toBe(50)
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(20)
  })

  it('counts failures for one account on every instance of one database', async () => {
    const url = await sharedDatabaseUrl()
    const a = await started(instanceOn(url, { LOGIN_MAX_PER_ACCOUNT: '4' }))
    const b = await started(instanceOn(url, { LOGIN_MAX_PER_ACCOUNT: '4' }))
    const attempt = async (api: Server, password: string) =>
      api.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: await passGate(api) },
        payload: { email: 'staff@ledgerline.example', password, portal: 'staff' },
      })
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? a : b, 'wrong')))
    expect(judged(answers), statuses(answers).join(' ')).toBe(4)
    expect((await attempt(a, 'demo1234')).statusCode).toBe(429)
  })
})

const SITE_ORIGIN = 'https://www.example-firm.test'
const feedback = { message: 'The price is out of date', category: 'update', pageUrl: '/pricing' }

describe('site-key submissions', () => {
  const submit = (api: Server, key: string, remoteAddress = '203.0.113.7') =>
    api.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'x-ledgerline-site-key': key, origin: SITE_ORIGIN },
      remoteAddress,
      payload: feedback,
    })
  const stored = async (api: Server) => Number((await api.app.db('feedback').count({ n: '*' }).first())?.n)

  it('are limited per key and address, 429 with Retry-After, another address unaffected', async () => {
    const api = await server({ SITE_KEY_MAX: '3', SITE_KEY_WINDOW_MS: '60000' })
    const { key } = await sitesService.add(api.app.db, { name: 'Firm', origins: [SITE_ORIGIN] })
    const before = await stored(api)
    for (let i = 0; i < 3; i++) expect((await submit(api, key)).statusCode).toBe(201)
    const refused = await submit(api, key)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(refused.headers['access-control-allow-origin']).toBe(SITE_ORIGIN)
    expect((await submit(api, key, '198.51.100.20')).statusCode).toBe(201)
    expect(await stored(api)).toBe(before + 4)
  })

  it('store no more than SITE_KEY_MAX of 45 parallel submissions from one address', async () => {
    const api = await server({ SITE_KEY_MAX: '30' })
    const { key } = await sitesService.add(api.app.db, { name: 'Firm', origins: [SITE_ORIGIN] })
    const before = await stored(api)
    const answers = await Promise.all(Array.from({ length: 45 }, () => submit(api, key)))
    expect(answers.filter((r) => r.statusCode === 201).length).toBe(30)
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(15)
    expect(await stored(api)).toBe(before + 30)
    // One counter row per key and address, not a row per submission.
    expect(Number((await api.app.db('throttleCounters').count({ n: '*' }).first())?.n)).toBeLessThanOrEqual(2)
  })

  it('share their limit between every instance of one database', async () => {
    const url = await sharedDatabaseUrl()
    const a = await started(instanceOn(url, { SITE_KEY_MAX: '4' }))
    const b = await started(instanceOn(url, { SITE_KEY_MAX: '4' }))
    const { key } = await sitesService.add(a.app.db, { name: 'Firm', origins: [SITE_ORIGIN] })
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => submit(i % 2 ? a : b, key)))
    expect(answers.filter((r) => r.statusCode === 201).length).toBe(4)
  })

  it('stop at the site’s daily ceiling, whatever the address', async () => {
    const api = await server()
    const { key } = await sitesService.add(api.app.db, { name: 'Firm', origins: [SITE_ORIGIN], dailyLimit: 2 })
    expect((await submit(api, key, '203.0.113.1')).statusCode).toBe(201)
    expect((await submit(api, key, '203.0.113.2')).statusCode).toBe(201)
    const refused = await submit(api, key, '203.0.113.3')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60)
    // Another site keeps its own ceiling.
    const other = await sitesService.add(api.app.db, { name: 'Other', origins: [SITE_ORIGIN], dailyLimit: 2 })
    expect((await submit(api, other.key, '203.0.113.3')).statusCode).toBe(201)
  })
})

describe('screenshots from an embedding site', () => {
  const submit = (api: Server, key: string, screenshot?: string) =>
    api.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'x-ledgerline-site-key': key, origin: SITE_ORIGIN },
      payload: { message: 'The form looks wrong', category: 'broken', pageUrl: '/pricing', screenshot },
    })
  const images = async (api: Server) => Number((await api.app.db('feedbackScreenshots').count({ n: '*' }).first())?.n)

  it('stop at SITE_SCREENSHOTS_PER_DAY with a 429 that says so; reports without one still go in', async () => {
    const api = await server({ SITE_SCREENSHOTS_PER_DAY: '2' })
    const { key } = await sitesService.add(api.app.db, { name: 'Firm', origins: [SITE_ORIGIN] })
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit(api, key, PNG_DATA_URL)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429])
    const refused = answers.find((r) => r.statusCode === 429)!
    expect((JSON.parse(refused.payload) as { message: string }).message).toMatch(/screenshots from this site/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60)
    expect(await images(api)).toBe(2)
    expect((await submit(api, key)).statusCode).toBe(201)
  })

  it('give a refused screenshot’s counts back, so the address keeps its submissions', async () => {
    const api = await server({ SITE_SCREENSHOTS_PER_DAY: '1', SITE_KEY_MAX: '2' })
    const { key } = await sitesService.add(api.app.db, { name: 'Firm', origins: [SITE_ORIGIN] })
    expect((await submit(api, key, PNG_DATA_URL)).statusCode).toBe(201)
    expect((await submit(api, key, PNG_DATA_URL)).statusCode).toBe(429)
    expect(await images(api)).toBe(1)
    // The refused attempt did not use the address's second submission of the window.
    expect((await submit(api, key)).statusCode).toBe(201)
  })
})
