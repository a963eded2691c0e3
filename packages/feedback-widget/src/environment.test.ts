import { afterEach, describe, expect, it } from 'vitest'
import { browserOf, collectContext, osOf } from './environment'
import { bareUrl, describeValue, installHooks, type Hooks } from './context-hooks'

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const EDGE_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0'

describe('the environment', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome 140', 'Windows 10/11'],
    [SAFARI_IPHONE, 'Safari 17', 'iOS 17.5'],
    [FIREFOX_LINUX, 'Firefox 128', 'Linux'],
    [EDGE_MAC, 'Edge 140', 'macOS 10.15'],
  ])('names the browser and system of %s', (agent, browser, os) => {
    expect(browserOf(agent)).toBe(browser)
    expect(osOf(agent)).toBe(os)
  })
})

describe('collecting the context', () => {
  const hooks: Hooks = {
    console: [{ level: 'error', message: 'Failed for SSN 123-45-6789', at: '2026-11-23T10:00:00.000Z' }],
    network: [{ method: 'GET', url: 'https://firm.example/api/clients/987654321', status: 500 }],
    stop: () => {},
  }
  afterEach(() => (document.title = ''))

  it('collects nothing unless the site turned a part on', () => {
    expect(collectContext(window, '', hooks)).toBeNull()
  })

  it('collects only the parts turned on, scrubbed', () => {
    document.title = 'Client 123-45-6789 – Returns'
    const context = collectContext(window, 'page console', hooks)
    expect(context).toEqual({
      title: 'Client [SSN] – Returns',
      console: [{ level: 'error', message: 'Failed for SSN [SSN]', at: '2026-11-23T10:00:00.000Z' }],
    })
    expect(collectContext(window, 'network', hooks)).toEqual({
      network: [{ method: 'GET', url: 'https://firm.example/api/clients/[account]', status: 500 }],
    })
  })

  it('reads the environment', () => {
    const context = collectContext(window, 'environment', hooks)!
    expect(context.viewport).toBe(`${window.innerWidth}x${window.innerHeight}`)
    expect(context.language).toBe(navigator.language)
    expect(context.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(context).not.toHaveProperty('console')
  })
})

describe('the console and network hooks', () => {
  it('keep the last 20 console errors and warnings, not logs, and put console back when stopped', () => {
    const { error, warn, log } = console
    const silent = () => {}
    console.error = silent
    console.warn = silent
    console.log = silent
    const hooks = installHooks(window, 'console')
    for (let i = 0; i < 25; i++) console.error('failure', i)
    console.warn({ code: 42 })
    console.log('not kept')
    hooks.stop()
    console.error('after stop')
    expect(console.error).toBe(silent)
    Object.assign(console, { error, warn, log })
    expect(hooks.console).toHaveLength(20)
    expect(hooks.console[0]!.message).toBe('failure 6')
    expect(hooks.console.at(-1)).toMatchObject({ level: 'warn', message: '{"code":42}' })
  })

  it('record failed fetches without their query string, and not the successful ones', async () => {
    const original = window.fetch
    window.fetch = (input) =>
      (input as string).includes('down')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response('', { status: (input as string).includes('missing') ? 404 : 200 }))
    const hooks = installHooks(window, 'network')
    await fetch('https://firm.example/api/ok')
    await fetch('/api/missing?token=secret#x', { method: 'post' })
    await fetch('https://down.example/x').catch(() => undefined)
    hooks.stop()
    expect(window.fetch).not.toBe(original)
    window.fetch = original
    expect(hooks.network).toEqual([
      { method: 'POST', url: `${location.origin}/api/missing`, status: 404 },
      { method: 'GET', url: 'https://down.example/x', status: 0 },
    ])
  })

  it('record failed XMLHttpRequests and put XMLHttpRequest back when stopped', () => {
    /** An XMLHttpRequest that answers at once with the status its URL names. */
    class FakeXhr extends EventTarget {
      status = 0
      url = ''
      open(_method: string, url: string) {
        this.url = url
      }
      send() {
        this.status = Number(/status=(\d+)/.exec(this.url)?.[1] ?? 0)
        this.dispatchEvent(new Event('loadend'))
      }
    }
    const { open, send } = FakeXhr.prototype
    const page = { console, location, XMLHttpRequest: FakeXhr, addEventListener() {}, removeEventListener() {} }
    const hooks = installHooks(page as unknown as Parameters<typeof installHooks>[0], 'network')
    for (const status of [200, 404, 0]) {
      const request = new FakeXhr()
      request.open('put', `https://firm.example/api/files/7?status=${status}`)
      request.send()
    }
    hooks.stop()
    expect(FakeXhr.prototype.open).toBe(open)
    expect(FakeXhr.prototype.send).toBe(send)
    expect(hooks.network).toEqual([
      { method: 'PUT', url: 'https://firm.example/api/files/7', status: 404 },
      { method: 'PUT', url: 'https://firm.example/api/files/7', status: 0 },
    ])
  })

  it('record uncaught errors and rejected promises', () => {
    const hooks = installHooks(window, 'console')
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x' }))
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(rejection, 'reason', { value: 'timeout' })
    window.dispatchEvent(rejection)
    hooks.stop()
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }))
    expect(hooks.console.map((line) => line.message)).toEqual([
      'TypeError: x is undefined',
      'Unhandled rejection: timeout',
    ])
  })

  it('install nothing for the parts that are off', () => {
    const { error } = console
    const hooks = installHooks(window, 'environment page')
    expect(console.error).toBe(error)
    hooks.stop()
  })

  it('describe values and strip URLs', () => {
    expect(describeValue(new RangeError('too far'))).toBe('RangeError: too far')
    expect(bareUrl('/a/b?c=1#d', 'https://x.example/y')).toBe('https://x.example/a/b')
  })
})
