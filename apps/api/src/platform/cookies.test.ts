import type { Request, ResponseToolkit } from '@hapi/hapi'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signIn, useApi } from '../../test/helpers.js'
import { SESSION_COOKIE } from '../auth/strategies.js'
import { CookieCache } from './cookies.js'

const api = useApi({ signIn: ['staff'] })

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** The staff member's Cookie header with one more cookie, so that no earlier request has sent this exact header. */
let variant = 0
const freshHeader = () => `${api.cookies.staff}; seen=${++variant}`

const count = (cookie: string) => api.server.inject({ url: '/api/feedback/count', headers: { cookie } })

/** A session cookie whose seal no longer matches: its last character changed. */
function tampered(cookie: string): string {
  return cookie.replace(new RegExp(`${SESSION_COOKIE}=([^;]+)`), (_, value: string) => {
    const last = value.at(-1) === 'A' ? 'B' : 'A'
    return `${SESSION_COOKIE}=${value.slice(0, -1)}${last}`
  })
}

describe('cookies', () => {
  it('are parsed and unsealed once per Cookie header while a browser keeps sending it', async () => {
    const parse = vi.spyOn(api.server.states, 'parse')
    const header = freshHeader()
    for (let i = 0; i < 3; i++) expect((await count(header)).statusCode).toBe(200)
    expect(parse).toHaveBeenCalledTimes(1)
    expect((await count(freshHeader())).statusCode).toBe(200)
    expect(parse).toHaveBeenCalledTimes(2)
  })

  it('that do not unseal are refused every time, cleared, and never kept', async () => {
    const cache = api.server.plugins.cookies.cache
    const before = cache.size
    const parse = vi.spyOn(api.server.states, 'parse')
    const forged = tampered(freshHeader())
    expect(forged).not.toContain(api.cookies.staff)
    for (let i = 0; i < 2; i++) {
      const res = await count(forged)
      expect(res.statusCode).toBe(401)
      expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`))
    }
    expect(parse).toHaveBeenCalledTimes(2)
    expect(cache.size).toBe(before)
  })

  it('without a sealed cookie are not kept: they cost nothing to parse', async () => {
    const cache = api.server.plugins.cookies.cache
    const before = cache.size
    const res = await api.server.inject({ url: '/api/environment', headers: { cookie: `plain=${++variant}` } })
    expect(res.statusCode).toBe(200)
    expect(cache.size).toBe(before)
  })

  it('kept for a header do not keep its session alive: signing out ends it at once', async () => {
    const cookie = await signIn(api.server, 'manager@ledgerline.example')
    expect((await count(cookie)).statusCode).toBe(200)
    const out = await api.server.inject({ url: '/api/logout', headers: { cookie } })
    expect(out.statusCode).toBe(302)
    expect((await count(cookie)).statusCode).toBe(401)
  })

  it('named __proto__ make the request a 400, as hapi answers a bad Cookie header', async () => {
    const res = await api.server.inject({ url: '/api/auth/settings', headers: { cookie: '__proto__=1' } })
    expect(res.statusCode).toBe(400)
    expect(JSON.parse(res.payload).message).toBe('Invalid cookie header')
  })

  describe('cache', () => {
    const continued = Symbol('continue')
    const toolkit = { continue: continued, unstate: vi.fn() } as unknown as ResponseToolkit
    const requestWith = (cookie: string) => ({ headers: { cookie }, state: null }) as unknown as Request

    it('forgets the least recently used header when full, and every header after its time', async () => {
      const cache = new CookieCache(api.server, 60_000, 2)
      const parse = vi.spyOn(api.server.states, 'parse')
      const [a, b, c] = [freshHeader(), freshHeader(), freshHeader()]
      const fill = async (header: string) => {
        const request = requestWith(header)
        expect(await cache.fill(request, toolkit)).toBe(continued)
        expect(request.state[SESSION_COOKIE]).toEqual({ sid: expect.any(String) })
      }
      await fill(a)
      await fill(b)
      await fill(a) // a is now the most recently used
      await fill(c) // full: b goes
      expect(cache.size).toBe(2)
      expect(parse).toHaveBeenCalledTimes(3)
      await fill(a)
      await fill(c)
      expect(parse).toHaveBeenCalledTimes(3)
      await fill(b)
      expect(parse).toHaveBeenCalledTimes(4)

      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 60_001)
      await fill(b)
      expect(parse).toHaveBeenCalledTimes(5)
    })

    it('hands each request its own copy: a change to one request does not reach the next', async () => {
      const cache = new CookieCache(api.server)
      const header = freshHeader()
      const first = requestWith(header)
      await cache.fill(first, toolkit)
      first.state.extra = 'changed'
      expect(() => {
        ;(first.state[SESSION_COOKIE] as { sid: string }).sid = 'other'
      }).toThrow(TypeError)
      const second = requestWith(header)
      await cache.fill(second, toolkit)
      expect(second.state.extra).toBeUndefined()
      expect(second.state[SESSION_COOKIE]).toEqual(first.state[SESSION_COOKIE])
    })
  })
})
