/** @jsxImportSource preact */
import { act, within } from '@testing-library/preact'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Feedback, MyFeedbackQuery } from '@ledgerline/sdk'
import { init, type FeedbackWidget, type FeedbackWidgetOptions } from './widget'

/** Issue 18: a signed-in reporter sees "My reports" in the assistant; locked entries' pins show staff's note. */
const entry = (overrides: Partial<Feedback>): Feedback => ({
  id: 1,
  message: 'The total is wrong\nand more detail',
  reporterName: 'Ann',
  reporterSource: 'account',
  pageUrl: '/client/documents',
  status: 'open',
  priority: 'normal',
  category: 'broken',
  subcategory: 'data',
  elementText: null,
  elementSelector: null,
  positionX: 10,
  positionY: 20,
  elementBounds: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  screenshotUrl: null,
  context: null,
  resolutionNote: null,
  statusChangedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
})

let widget: FeedbackWidget | null = null
const shadow = () => document.querySelector('ledgerline-feedback')!.shadowRoot!
const inWidget = () => within(shadow().querySelector<HTMLElement>('.root')!)

async function click(element: Element) {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }))
    // The assistant loads on first open, My reports' list on its first opening (dynamic imports, already in the
    // module cache: see beforeAll): let them settle.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve()
  })
}

function client(mine: () => Promise<Feedback[]>, pins: Feedback[] = []) {
  return {
    listFeedbackPins: vi.fn(async () => pins),
    getFeedbackCount: vi.fn(async () => ({ count: 0 })),
    createFeedback: vi.fn(),
    listMyFeedback: vi.fn(async (_query?: MyFeedbackQuery) => mine()),
  }
}

async function openMyReports(options: FeedbackWidgetOptions) {
  await act(async () => {
    widget = init(options)
  })
  await click(inWidget().getByRole('button', { name: /^Feedback/ }))
  await click(inWidget().getByRole('button', { name: 'My reports' }))
}

beforeAll(async () => {
  await Promise.all([import('./assistant'), import('./reader')])
})

beforeEach(() => {
  document.body.innerHTML = '<main></main>'
})
afterEach(() => {
  widget?.destroy()
  widget = null
})

describe('My reports', () => {
  it('lists the reporter’s entries with status, the date it changed and staff’s note', async () => {
    const resolvedAt = '2026-11-20T09:30:00.000Z'
    const fake = client(async () => [
      entry({ id: 12, status: 'resolved', statusChangedAt: resolvedAt, resolutionNote: "Fixed in today's release" }),
      entry({ id: 11, message: '<img src=x onerror=alert(1)> layout broken' }),
    ])
    await openMyReports({ client: fake })
    expect(fake.listMyFeedback).toHaveBeenCalledWith({ limit: 20 })
    const toggle = inWidget().getByRole('button', { name: 'My reports' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')

    const list = inWidget().getByRole('list', { name: 'My reports' })
    const [resolved, open] = within(list).getAllByRole('listitem')
    expect(within(resolved!).getByText('#12')).toBeTruthy()
    expect(within(resolved!).getByText('Resolved')).toBeTruthy()
    expect(within(resolved!).getByText(`since ${new Date(resolvedAt).toLocaleDateString()}`)).toBeTruthy()
    expect(within(resolved!).getByText("Note from our team: Fixed in today's release")).toBeTruthy()
    expect(within(resolved!).getByText('The total is wrong')).toBeTruthy()
    expect(within(open!).getByText('Open')).toBeTruthy()
    // User text is text, never markup.
    expect(within(open!).getByText('<img src=x onerror=alert(1)> layout broken')).toBeTruthy()
    expect(shadow().querySelector('img')).toBeNull()

    await click(toggle)
    expect(inWidget().queryByRole('list', { name: 'My reports' })).toBeNull()
  })

  it('brings its own style sheet, added once and with the CSP nonce', async () => {
    const styles = () => [...shadow().querySelectorAll('style')]
    await act(async () => {
      widget = init({ client: client(async () => [entry({})]), nonce: 'n0nce' })
    })
    await click(inWidget().getByRole('button', { name: /^Feedback/ }))
    const before = styles()
    const toggle = inWidget().getByRole('button', { name: 'My reports' })
    await click(toggle)
    await click(toggle)
    await click(toggle)
    expect(inWidget().getByRole('list', { name: 'My reports' })).toBeTruthy()
    const added = styles().filter((style) => !before.includes(style))
    expect(added.map((style) => style.getAttribute('nonce'))).toEqual(['n0nce'])
    expect(styles().at(-1)).toBe(added[0])
  })

  it('says so when there is nothing yet, and when the list cannot be loaded', async () => {
    await openMyReports({ client: client(async () => []) })
    expect(inWidget().getByText('You have not sent any feedback yet.')).toBeTruthy()
    widget!.destroy()
    await openMyReports({
      client: client(async () => {
        throw new Error('503')
      }),
    })
    expect(inWidget().getByText('Your reports could not be loaded. Please try again.')).toBeTruthy()
  })

  it('is not offered to a site visitor (submit-only with a site key)', async () => {
    const fake = client(async () => [entry({})])
    await act(async () => {
      widget = init({ client: fake, siteKey: 'lls_key' })
    })
    await click(inWidget().getByRole('button', { name: /^Feedback/ }))
    expect(inWidget().queryByRole('button', { name: 'My reports' })).toBeNull()
    expect(fake.listMyFeedback).not.toHaveBeenCalled()
  })

  it('shows staff’s note in a locked pin’s details', async () => {
    window.history.replaceState(null, '', '/client/documents')
    const fake = client(async () => [], [entry({ id: 7, status: 'locked', resolutionNote: 'Looking into it today' })])
    await act(async () => {
      widget = init({ client: fake })
    })
    await click(shadow().querySelector('[data-pin="7"]')!)
    // Its code loads with the first pin opened (reader.ts).
    const dialog = await inWidget().findByRole('dialog', { name: 'Feedback #7' })
    expect(within(dialog).getByText('Note from our team')).toBeTruthy()
    expect(within(dialog).getByText('Looking into it today')).toBeTruthy()
  })
})

describe('a site visitor’s e-mail address', () => {
  async function walkToDetails(options: FeedbackWidgetOptions) {
    await act(async () => {
      widget = init(options)
    })
    await click(inWidget().getByRole('button', { name: /^Feedback/ }))
    await click(inWidget().getByRole('button', { name: /Give feedback/ }))
    await click(inWidget().getByRole('button', { name: /Update/ }))
    await click(inWidget().getByRole('button', { name: /Content/ }))
  }
  async function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
    await act(async () => {
      field.value = text
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }

  it('is offered to a visitor, checked, and sent with the entry', async () => {
    const fake = client(async () => [])
    fake.createFeedback.mockResolvedValue(entry({ id: 5 }))
    await walkToDetails({ client: fake, siteKey: 'lls_key' })
    await type(inWidget().getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement, 'Typo in the footer')
    const email = inWidget().getByRole('textbox', { name: /Your e-mail, to hear back/ }) as HTMLInputElement
    const next = inWidget().getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    await type(email, 'not an address')
    expect(next.disabled).toBe(true)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(inWidget().getByText('Please enter a valid e-mail address, or leave it empty.')).toBeTruthy()
    await type(email, ' visitor@example.org ')
    expect(next.disabled).toBe(false)
    await click(next)
    await click(inWidget().getByRole('button', { name: /Normal/ }))
    // Sent through the outbox, which retries under one Idempotency-Key.
    expect(fake.createFeedback).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Typo in the footer', notifyEmail: 'visitor@example.org' }),
      { idempotencyKey: expect.any(String) },
    )
  })

  it('is not asked of a signed-in reporter, who hears back in the portal', async () => {
    await walkToDetails({ client: client(async () => []) })
    expect(inWidget().queryByRole('textbox', { name: /Your e-mail/ })).toBeNull()
  })
})
