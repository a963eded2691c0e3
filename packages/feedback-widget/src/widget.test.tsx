/** @jsxImportSource preact */
import { act, within } from '@testing-library/preact'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Feedback, FeedbackInput } from '@ledgerline/sdk'
import { OUTBOX_KEY } from './outbox'
import { defaultStrings } from './strings'
import {
  COUNT_POLL_MS,
  DRAFT_KEY,
  init,
  PINS_HIDDEN_KEY,
  type FeedbackWidget,
  type FeedbackWidgetOptions,
} from './widget'

function feedback(overrides: Partial<Feedback>): Feedback {
  return {
    id: 1,
    message: 'The total is wrong',
    reporterName: 'Ann',
    reporterSource: 'typed',
    pageUrl: '/client/documents',
    status: 'open',
    priority: 'normal',
    category: 'broken',
    subcategory: 'data',
    elementText: 'Pay now',
    elementSelector: '#pay',
    positionX: 110,
    positionY: 215,
    elementBounds: JSON.stringify({ x: 100, y: 200, width: 40, height: 30 }),
    createdAt: '2025-01-02T10:00:00.000Z',
    screenshotUrl: null,
    context: null,
    ...overrides,
  }
}

function fakeClient(pins: Feedback[] = [], count = 0) {
  return {
    listFeedbackPins: vi.fn(async (_pageUrl: string) => pins),
    getFeedbackCount: vi.fn(async () => ({ count })),
    createFeedback: vi.fn(async (input: FeedbackInput, _init?: { idempotencyKey?: string }) =>
      feedback({ ...input, id: 99 } as Partial<Feedback>),
    ),
  }
}

let widget: FeedbackWidget | null = null
let client = fakeClient()

async function mount(options: FeedbackWidgetOptions = {}) {
  await act(async () => {
    widget = init({ client, ...options })
  })
}

const host = () => document.querySelector('ledgerline-feedback') as HTMLElement
const shadow = () => host().shadowRoot!
const inWidget = () => within(shadow().querySelector<HTMLElement>('.root')!)
const launcher = () => inWidget().getByRole('button', { name: /^Feedback( \d+ open)?$/ })
const focused = () => shadow().activeElement

async function click(element: Element, init: MouseEventInit = {}) {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ...init }))
    // The launcher and pins load the assistant (a dynamic import, already in the module cache: see beforeAll).
    for (let turn = 0; turn < 20; turn++) await Promise.resolve()
  })
}
async function choose(name: RegExp) {
  await click(inWidget().getByRole('button', { name }))
}
async function key(target: Element, keyName: string) {
  await act(async () => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: keyName, bubbles: true, composed: true, cancelable: true }),
    )
  })
}
async function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  await act(async () => {
    field.value = text
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Opens the panel and answers every step up to the priority choice. */
async function walkToPriority(category: RegExp, area: RegExp, message: string) {
  await click(launcher())
  await choose(/Give feedback/)
  await choose(category)
  await choose(area)
  await type(inWidget().getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement, message)
  await choose(/Continue/)
}

beforeAll(async () => {
  // A pin's details load with the reader part (another dynamic import).
  await Promise.all([import('./assistant'), import('./reader'), import('./evidence'), import('./context-hooks')])
})

beforeEach(() => {
  window.history.replaceState(null, '', '/client/documents')
  document.body.innerHTML = '<main class="page"><button id="pay" class="btn">Pay now</button></main>'
  client = fakeClient()
})

afterEach(() => {
  widget?.destroy()
  widget = null
  vi.useRealTimers()
  window.localStorage.clear()
})

describe('the feedback widget', () => {
  it('mounts one host with an open shadow root holding its own style sheet, nonce and theme', async () => {
    await mount({ nonce: 'abc123', theme: 'dark', zIndex: 50 })
    expect(document.querySelectorAll('ledgerline-feedback')).toHaveLength(1)
    expect(host().getAttribute('data-theme')).toBe('dark')
    const style = shadow().querySelector('style')!
    expect(style.getAttribute('nonce')).toBe('abc123')
    expect(style.textContent).toContain('--ll-z:50')
    expect(document.head.querySelector('style')).toBeNull()
    expect(launcher().tagName).toBe('BUTTON')
  })

  it('on auto, takes the scheme the page declares and follows it when the page switches', async () => {
    // jsdom computes no color-scheme: the page's .dark class stands in for the portal's `color-scheme: dark`.
    const real = window.getComputedStyle.bind(window)
    const computed = vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
      const style = real(element)
      if (element !== document.documentElement) return style
      const scheme = document.documentElement.classList.contains('dark')
        ? 'dark'
        : (document.documentElement.dataset.scheme ?? 'normal')
      return Object.assign(Object.create(style), { colorScheme: scheme }) as CSSStyleDeclaration
    })
    try {
      await mount()
      expect(host().getAttribute('data-theme')).toBe('light')
      await act(async () => document.documentElement.classList.add('dark'))
      await vi.waitFor(() => expect(host().getAttribute('data-theme')).toBe('dark'))
      await act(async () => {
        document.documentElement.classList.remove('dark')
        document.documentElement.dataset.scheme = 'light dark'
      })
      await vi.waitFor(() => expect(host().getAttribute('data-theme')).toBe('light'))
    } finally {
      computed.mockRestore()
      document.documentElement.className = ''
      delete document.documentElement.dataset.scheme
    }
  })

  it('walks the whole flow with real buttons and submits what the user chose', async () => {
    const pageClicks = vi.fn()
    document.getElementById('pay')!.addEventListener('click', pageClicks)
    document.getElementById('pay')!.getBoundingClientRect = () =>
      ({ left: 100.2, top: 199.6, width: 40, height: 30 }) as DOMRect
    const onSubmitted = vi.fn()
    await mount({ onSubmitted })

    await click(launcher())
    expect(inWidget().getByRole('dialog', { name: 'Feedback assistant' })).toBeTruthy()
    expect(focused()).toBe(inWidget().getByRole('button', { name: 'Give feedback' }))

    await choose(/Give feedback/)
    expect(inWidget().getByRole('status').textContent).toBe('What kind of feedback is it?')
    for (const label of [/Broken/, /Improvement/, /Update/, /Feature/, /Navigation/])
      inWidget().getByRole('button', { name: label })
    await choose(/Broken/)
    expect(inWidget().getByRole('status').textContent).toBe('What exactly?')
    await choose(/Display/)
    for (const label of [/Header/, /Hero/, /Content/, /Sidebar/, /Footer/])
      inWidget().getByRole('button', { name: label })
    await choose(/Specific/)

    // The picker: the panel steps aside, hovering highlights, clicking picks without the page seeing the click.
    expect(inWidget().queryByRole('dialog')).toBeNull()
    expect(shadow().textContent).toContain('Click the element your feedback is about')
    const pay = document.getElementById('pay')!
    await act(async () => {
      pay.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, composed: true }))
    })
    expect(shadow().querySelector('.highlight')).not.toBeNull()
    await click(pay, { clientX: 110.4, clientY: 214.5 })
    expect(pageClicks).not.toHaveBeenCalled()

    expect(inWidget().getByText(/Selected element: Pay now/)).toBeTruthy()
    const message = inWidget().getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement
    expect(focused()).toBe(message)
    const next = inWidget().getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    expect(next.disabled).toBe(true)
    await type(message, '   ')
    expect(next.disabled).toBe(true)
    await type(message, '  The Pay button overlaps the total  ')
    expect(next.disabled).toBe(false)
    await type(inWidget().getByRole('textbox', { name: 'Your name (optional)' }) as HTMLInputElement, ' Ann ')
    await click(next)

    for (const label of [/Low/, /Normal/, /Urgent/]) inWidget().getByRole('button', { name: label })
    await choose(/High/)
    expect(client.createFeedback).toHaveBeenCalledTimes(1)
    expect(client.createFeedback.mock.calls[0][0]).toEqual({
      category: 'broken',
      subcategory: 'display',
      priority: 'high',
      message: 'The Pay button overlaps the total',
      reporterName: 'Ann',
      pageUrl: '/client/documents',
      elementText: 'Pay now',
      elementSelector: '#pay',
      positionX: 110,
      positionY: 215,
      elementBounds: '{"x":100,"y":200,"width":40,"height":30}',
    })

    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 99, priority: 'high' }))

    // Submitted: everything reset, the panel closed, focus back on the launcher, a thank-you announced.
    expect(inWidget().queryByRole('dialog')).toBeNull()
    expect(focused()).toBe(launcher())
    expect(inWidget().getByRole('status').textContent).toBe('Thank you! Your feedback was sent.')
    await click(launcher())
    expect(inWidget().getByRole('button', { name: 'Give feedback' })).toBeTruthy()
  })

  it('sends no reporter name or element when none was given', async () => {
    await mount()
    await walkToPriority(/Feature/, /Footer/, 'A dark mode please')
    await choose(/Low/)
    expect(client.createFeedback).toHaveBeenCalledWith(
      {
        category: 'feature',
        subcategory: null,
        priority: 'low',
        message: 'A dark mode please',
        pageUrl: '/client/documents',
      },
      { idempotencyKey: expect.stringMatching(/^[\w-]{1,100}$/) },
    )
  })

  it('keeps the entry and says so when the server refuses the submission', async () => {
    client.createFeedback.mockRejectedValueOnce(Object.assign(new Error('403: Origin not allowed'), { status: 403 }))
    await mount()
    await walkToPriority(/Improvement/, /Content/, 'Clearer wording')
    await choose(/Normal/)
    expect(shadow().querySelector('.error')!.textContent).toBe(
      'Sorry, your feedback could not be sent. Please try again.',
    )
    expect(inWidget().getByRole('status').textContent).toBe('Sorry, your feedback could not be sent. Please try again.')
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull() // refused for good: nothing to retry
    await choose(/Normal/)
    expect(client.createFeedback).toHaveBeenCalledTimes(2)
    expect(inWidget().queryByRole('dialog')).toBeNull()
  })

  it('never thanks for a report the server did not store: it keeps it and retries with the same key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    client.createFeedback
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(Object.assign(new Error('503: Service Unavailable'), { status: 503 }))
    await mount()
    await walkToPriority(/Improvement/, /Content/, 'Saved while offline')
    await choose(/High/)
    const status = inWidget().getByRole('status')
    expect(status.textContent).toBe(defaultStrings.queued)
    expect(status.textContent).not.toMatch(/Thank/)
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY)!)).toHaveLength(1)
    await click(launcher())
    expect(inWidget().getByText('Waiting to be sent: 1')).toBeTruthy()
    expect(inWidget().getByText('Saved while offline')).toBeTruthy()

    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000))) // first retry: 503
    expect(client.createFeedback).toHaveBeenCalledTimes(2)
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_000))) // second retry: stored
    expect(client.createFeedback).toHaveBeenCalledTimes(3)
    const keys = client.createFeedback.mock.calls.map(([, init]) => init?.idempotencyKey)
    expect(new Set(keys).size).toBe(1)
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull()
    expect(inWidget().getByRole('status').textContent).toBe(defaultStrings.deliveredLater)
    expect(inWidget().queryByText('Waiting to be sent: 1')).toBeNull()
  })

  it('sends what an earlier page could not, at load, under its first key', async () => {
    const input = { category: 'broken', subcategory: 'error', priority: 'high', message: 'Left', pageUrl: '/' }
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ key: 'key-1', input, savedAt: '2025-01-01' }]))
    await mount()
    await vi.waitFor(() => expect(client.createFeedback).toHaveBeenCalledWith(input, { idempotencyKey: 'key-1' }))
    await vi.waitFor(() => expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull())
  })

  it('keeps the answers typed so far through a reload', async () => {
    await mount()
    await walkToPriority(/Improvement/, /Content/, 'Half written')
    widget!.destroy()
    await mount()
    await click(launcher())
    expect(inWidget().getByRole('heading', { name: 'How urgent is it?' })).toBeTruthy()
    await choose(/Low/)
    expect(client.createFeedback.mock.calls[0]![0]).toMatchObject({ category: 'improvement', message: 'Half written' })
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('cancels the picker with Escape, back to the location step, and never picks its own overlay', async () => {
    await mount()
    await click(launcher())
    await choose(/Give feedback/)
    await choose(/Update/)
    await choose(/Specific/)
    await click(inWidget().getByText(/Click the element/))
    expect(shadow().textContent).toContain('Click the element your feedback is about')
    await key(document.body, 'Escape')
    expect(inWidget().getByRole('status').textContent).toBe('Where on the page?')
    expect(focused()).toBe(inWidget().getByRole('button', { name: 'Header' }))
  })

  it('lets keyboard users pick: Tab to an element highlights it, Enter picks its centre', async () => {
    const pay = document.getElementById('pay')!
    pay.getBoundingClientRect = () => ({ left: 10, top: 20, width: 40, height: 30 }) as DOMRect
    const pageKeys = vi.fn()
    pay.addEventListener('keydown', pageKeys)
    await mount()
    await click(launcher())
    await choose(/Give feedback/)
    await choose(/Update/)
    await choose(/Specific/)
    await act(async () => {
      pay.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    })
    expect(shadow().querySelector<HTMLElement>('.highlight')!.style.width).toBe('40px')
    await key(pay, 'Enter')
    expect(pageKeys).not.toHaveBeenCalled()
    expect(inWidget().getByText(/Selected element: Pay now/)).toBeTruthy()
    await type(inWidget().getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement, 'Outdated price')
    await choose(/Continue/)
    await choose(/Normal/)
    expect(client.createFeedback.mock.calls[0][0]).toMatchObject({
      elementSelector: '#pay',
      positionX: 30,
      positionY: 35,
    })
  })

  it('closes on Escape, resets, and gives focus back to the launcher; keys never reach the page', async () => {
    const pageKeys = vi.fn()
    document.addEventListener('keydown', pageKeys)
    window.addEventListener('keyup', pageKeys)
    await mount()
    await click(launcher())
    await choose(/Give feedback/)
    await key(inWidget().getByRole('button', { name: /Broken/ }), 'a')
    await act(async () => {
      inWidget()
        .getByRole('button', { name: /Broken/ })
        .dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true, composed: true }))
    })
    await key(inWidget().getByRole('button', { name: /Broken/ }), 'Escape')
    expect(inWidget().queryByRole('dialog')).toBeNull()
    expect(focused()).toBe(launcher())
    expect(pageKeys).not.toHaveBeenCalled()
    await click(launcher())
    expect(inWidget().getByRole('button', { name: 'Give feedback' })).toBeTruthy()
    document.removeEventListener('keydown', pageKeys)
    window.removeEventListener('keyup', pageKeys)
  })

  it('minimises to its title bar and restores where the user was', async () => {
    await mount()
    await click(launcher())
    await choose(/Give feedback/)
    await choose(/Minimise/)
    expect(inWidget().queryByRole('button', { name: /Broken/ })).toBeNull()
    expect(focused()).toBe(launcher())
    await choose(/Restore/)
    expect(inWidget().getByRole('button', { name: /Broken/ })).toBeTruthy()
    await choose(/Close/)
    expect(inWidget().queryByRole('dialog')).toBeNull()
  })

  it('uses the texts the embedding site overrides', async () => {
    await mount({ strings: { launcher: 'Tell the firm', categories: { broken: 'Kaputt' }, start: 'Los' } })
    await click(inWidget().getByRole('button', { name: 'Tell the firm' }))
    await choose(/^Los$/)
    expect(inWidget().getByRole('button', { name: /Kaputt/ })).toBeTruthy()
    expect(inWidget().getByRole('button', { name: /Improvement/ })).toBeTruthy()
  })
})

describe('in the portal (no site key)', () => {
  it('shows the open count on the launcher, hidden at 0, polled every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    client = fakeClient([], 3)
    await mount()
    // The name holds the badge's visible number (WCAG 2.5.3, label in name).
    expect(launcher().textContent).toBe('Feedback 3 open')
    expect(shadow().querySelector('.badge')!.textContent).toBe('3')
    client.getFeedbackCount.mockResolvedValue({ count: 0 })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNT_POLL_MS)
    })
    expect(client.getFeedbackCount).toHaveBeenCalledTimes(2)
    expect(launcher().textContent).toBe('Feedback')
    expect(shadow().querySelector('.badge')).toBeNull()
  })

  it("makes the badge's number formatter once, and only when a badge first shows", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const Original = Intl.NumberFormat
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new Original(...args)
    })
    // The launcher's formatter takes the language alone; the texts' own take options.
    const launcherFormatters = () => made.mock.calls.filter((args) => args.length === 1).length
    client = fakeClient([], 0)
    await mount()
    expect(launcherFormatters()).toBe(0)
    for (const count of [5, 7]) {
      client.getFeedbackCount.mockResolvedValue({ count })
      await act(async () => {
        await vi.advanceTimersByTimeAsync(COUNT_POLL_MS)
      })
      expect(shadow().querySelector('.badge')!.textContent).toBe(String(count))
    }
    expect(launcherFormatters()).toBe(1)
  })

  it('pins unresolved feedback next to its element: green when open, red with a lock when locked', async () => {
    document.getElementById('pay')!.getBoundingClientRect = () =>
      ({ left: 300, top: 50, width: 80, height: 30 }) as DOMRect
    client = fakeClient([
      feedback({ id: 1 }),
      feedback({ id: 2, status: 'locked', elementSelector: '.btn', elementText: 'Pay now' }),
      feedback({ id: 3, elementSelector: '#gone', elementText: 'Gone' }),
      feedback({ id: 4, pageUrl: '/client/tax-flow' }),
    ])
    await mount()
    expect(client.listFeedbackPins).toHaveBeenCalledWith('/client/documents')
    const pin = (id: number) => shadow().querySelector<HTMLElement>(`[data-pin="${id}"]`)
    await vi.waitFor(() => expect(pin(1)!.hidden).toBe(false))
    expect(pin(1)!.className).toBe('layer pin')
    expect(pin(1)!.querySelector('svg')).toBeNull()
    // Beside the element's end edge, outside its box; the second pin of the same element takes the other side.
    expect([pin(1)!.style.left, pin(1)!.style.top]).toEqual(['384px', '53px'])
    expect(pin(2)!.className).toBe('layer pin locked')
    expect(pin(2)!.querySelector('svg')).not.toBeNull()
    expect([pin(2)!.style.left, pin(2)!.style.top]).toEqual(['272px', '53px'])
    // An element that cannot be found draws no pin; another page's entry is not this page's pin.
    expect(pin(3)!.hidden).toBe(true)
    expect(pin(4)).toBeNull()
  })

  it('keeps a pin off every control’s whole box and off what the page marks as no place for pins', async () => {
    client = fakeClient([feedback({ id: 1 })])
    const pay = document.getElementById('pay')!
    pay.getBoundingClientRect = () => ({ left: 300, top: 50, width: 80, height: 30 }) as DOMRect
    // A banner over the spot right of the element, and a small control reaching 2 px into the spot on its left.
    const banner = document.createElement('aside')
    banner.dataset.ledgerlineNoPins = ''
    banner.getBoundingClientRect = () => ({ left: 380, top: 0, width: 200, height: 120 }) as DOMRect
    const edge = document.createElement('a')
    edge.href = '/x'
    edge.getBoundingClientRect = () => ({ left: 250, top: 60, width: 24, height: 10 }) as DOMRect
    document.body.append(banner, edge)
    await mount()
    const pin = () => shadow().querySelector<HTMLElement>('[data-pin="1"]')!
    // Neither side is free: it goes above the element's end edge.
    await vi.waitFor(() => expect(pin().hidden).toBe(false))
    expect([pin().style.left, pin().style.top]).toEqual(['356px', '22px'])
  })

  it('follows its element when the page changes, and draws nothing once the element is gone', async () => {
    client = fakeClient([feedback({ id: 1 })])
    const pay = document.getElementById('pay')!
    pay.getBoundingClientRect = () => ({ left: 300, top: 50, width: 80, height: 30 }) as DOMRect
    await mount()
    const pin = () => shadow().querySelector<HTMLElement>('[data-pin="1"]')!
    await vi.waitFor(() => expect(pin().style.left).toBe('384px'))
    pay.getBoundingClientRect = () => ({ left: 20, top: 400, width: 80, height: 30 }) as DOMRect
    await act(async () => void window.dispatchEvent(new Event('scroll')))
    await vi.waitFor(() => expect([pin().style.left, pin().style.top]).toEqual(['104px', '403px']))
    await act(async () => pay.remove())
    await vi.waitFor(() => expect(pin().hidden).toBe(true))
  })

  it('hides the pins when the reader says so, and remembers it', async () => {
    client = fakeClient([feedback({ id: 1 })])
    await mount()
    await click(launcher())
    const toggle = inWidget().getByRole('checkbox', { name: 'Show feedback pins on the page' }) as HTMLInputElement
    expect(toggle.checked).toBe(true)
    await click(toggle)
    expect(shadow().querySelector<HTMLElement>('.pins')!.hidden).toBe(true)
    expect(window.localStorage.getItem(PINS_HIDDEN_KEY)).toBe('1')
    widget!.destroy()
    await mount()
    expect(shadow().querySelector<HTMLElement>('.pins')!.hidden).toBe(true)
    await click(launcher())
    await click(inWidget().getByRole('checkbox', { name: 'Show feedback pins on the page' }))
    expect(shadow().querySelector<HTMLElement>('.pins')!.hidden).toBe(false)
    expect(window.localStorage.getItem(PINS_HIDDEN_KEY)).toBeNull()
  })

  it('opens a pin’s details and gives focus back to the pin on Escape', async () => {
    client = fakeClient([feedback({ id: 7, status: 'locked', priority: 'urgent', reporterName: 'Anonymous' })])
    await mount()
    const pin = shadow().querySelector<HTMLElement>('[data-pin="7"]')!
    await click(pin)
    // Its code loads with the first pin opened (reader.ts).
    const dialog = await inWidget().findByRole('dialog', { name: 'Feedback #7' })
    for (const text of ['Locked', 'Urgent', 'Broken / Data', 'Anonymous', 'The total is wrong', 'Pay now']) {
      expect(within(dialog).getByText(text)).toBeTruthy()
    }
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
    expect(within(dialog).getByText(when.format(new Date('2025-01-02T10:00:00.000Z')))).toBeTruthy()
    await key(within(dialog).getByRole('button', { name: 'Close' }), 'Escape')
    expect(inWidget().queryByRole('dialog')).toBeNull()
    expect(focused()).toBe(pin)
  })

  it('shows the screenshot sent with a pinned report in its details, and none when there is none', async () => {
    client = fakeClient([
      feedback({ id: 8, screenshotUrl: '/api/feedback/8/screenshot' }),
      feedback({ id: 9, positionX: 300 }),
    ])
    await mount()
    await click(shadow().querySelector<HTMLElement>('[data-pin="8"]')!)
    const dialog = await inWidget().findByRole('dialog', { name: 'Feedback #8' })
    const image = within(dialog).getByRole<HTMLImageElement>('img', { name: 'Screenshot sent with this report' })
    // Bundled in the page (as in the portal), the image is read from this page's own server.
    expect(image.getAttribute('src')).toBe('/api/feedback/8/screenshot')
    await key(within(dialog).getByRole('button', { name: 'Close' }), 'Escape')
    await click(shadow().querySelector<HTMLElement>('[data-pin="9"]')!)
    const other = await inWidget().findByRole('dialog', { name: 'Feedback #9' })
    expect(within(other).queryByRole('img')).toBeNull()
  })

  it('re-fetches the pins when a single-page app navigates', async () => {
    client = fakeClient([feedback({ id: 1 })])
    await mount()
    expect(shadow().querySelector('.pin')).not.toBeNull()
    client.listFeedbackPins.mockImplementation(() => new Promise(() => {}))
    await act(async () => {
      window.history.pushState(null, '', '/client/tax-flow')
    })
    expect(client.listFeedbackPins).toHaveBeenLastCalledWith('/client/tax-flow')
    // The last page's pins go at once, not when the new page's answer comes.
    expect(shadow().querySelector('.pin')).toBeNull()
    await act(async () => {
      window.history.replaceState(null, '', '/client/tax-flow?tab=2')
    })
    expect(client.listFeedbackPins).toHaveBeenCalledTimes(2)
  })
})

describe('in other languages', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'))

  it('takes the lang option, lays Arabic out right to left, and writes numbers the language’s way', async () => {
    client = fakeClient([], 3)
    await mount({ lang: 'ar' })
    await vi.waitFor(() => expect(shadow().querySelector('.launcher')).not.toBeNull())
    const root = shadow().querySelector<HTMLElement>('.root')!
    expect([root.dir, root.lang]).toEqual(['rtl', 'ar'])
    const button = shadow().querySelector('.launcher')!
    await vi.waitFor(() => expect(button.textContent).toBe(`الملاحظات ${new Intl.NumberFormat('ar').format(3)} مفتوحة`))
  })

  it('follows the page’s lang when no option is given, and a site’s overrides still win', async () => {
    document.documentElement.lang = 'es-MX'
    await mount({ strings: { start: 'Empezar' } })
    // Nothing shows until the language's texts are there.
    expect(shadow().querySelector<HTMLElement>('.root')!.hidden).toBe(true)
    await vi.waitFor(() => expect(shadow().querySelector<HTMLElement>('.root')!.hidden).toBe(false))
    await click(shadow().querySelector('.launcher')!)
    expect(inWidget().getByRole('heading', { name: '¿Ha visto algo en esta página?' })).toBeTruthy()
    expect(inWidget().getByRole('button', { name: 'Empezar' })).toBeTruthy()
    expect(shadow().querySelector<HTMLElement>('.root')!.dir).toBe('ltr')
  })
})

describe('embedded with a site key', () => {
  it('is submit-only: no pins, no count, no reads at all', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    client = fakeClient([feedback({})], 5)
    await mount({ siteKey: 'lls_test' })
    await act(async () => {
      window.history.pushState(null, '', '/elsewhere')
      await vi.advanceTimersByTimeAsync(COUNT_POLL_MS * 2)
    })
    expect(client.listFeedbackPins).not.toHaveBeenCalled()
    expect(client.getFeedbackCount).not.toHaveBeenCalled()
    expect(shadow().querySelector('.pin, .badge')).toBeNull()
    expect(launcher().textContent).toBe('Feedback')
  })
})

describe('destroy()', () => {
  it('removes every node, timer, listener and history hook', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const { pushState, replaceState } = window.history
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    await mount()
    expect(window.history.pushState).not.toBe(pushState)
    expect(vi.getTimerCount()).toBe(1)
    widget!.destroy()
    widget = null
    expect(document.querySelector('ledgerline-feedback')).toBeNull()
    expect(window.history.pushState).toBe(pushState)
    expect(window.history.replaceState).toBe(replaceState)
    expect(vi.getTimerCount()).toBe(0)
    expect(removed.mock.calls.map(([type, listener]) => [type, listener])).toEqual(
      added.mock.calls.map(([type, listener]) => [type, listener]),
    )
    await act(async () => {
      window.history.pushState(null, '', '/after')
    })
    expect(client.listFeedbackPins).toHaveBeenCalledTimes(1)
  })
})

describe('the report’s context (issue 17.4)', () => {
  it('hooks the console at start when the site turns it on, and sends the lines the reporter reviewed, scrubbed', async () => {
    const { warn } = console
    await mount({ context: 'console', screenshot: false })
    // The hooks go in before the panel is ever opened.
    await vi.waitFor(() => expect(console.warn).not.toBe(warn))
    const quiet = vi.spyOn(process.stderr, 'write').mockReturnValue(true)
    console.warn('Lookup failed for SSN 123-45-6789')
    quiet.mockRestore()
    await walkToPriority(/Update/, /Content/, 'The lookup fails')
    await choose(/Back/)
    await vi.waitFor(() => expect(inWidget().getByText('warn: Lookup failed for SSN [SSN]')).toBeTruthy())
    await choose(/Continue/)
    await choose(/High/)
    expect(client.createFeedback.mock.calls[0]![0]).toMatchObject({
      message: 'The lookup fails',
      context: { console: [{ level: 'warn', message: 'Lookup failed for SSN [SSN]' }] },
    })
    expect(client.createFeedback.mock.calls[0]![0]).not.toHaveProperty('screenshot')
    widget!.destroy()
    widget = null
    await vi.waitFor(() => expect(console.warn).toBe(warn))
  })

  it('sends no context and loads no hooks when the site turns none on', async () => {
    const { warn, error } = console
    await mount({})
    await walkToPriority(/Update/, /Content/, 'Plain report')
    expect(console.warn).toBe(warn)
    expect(console.error).toBe(error)
    await choose(/High/)
    expect(client.createFeedback.mock.calls[0]![0]).not.toHaveProperty('context')
  })
})
