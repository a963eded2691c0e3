import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Feedback, FeedbackInput } from '@ledgerline/sdk'
import { createOutbox, OUTBOX_KEY } from './outbox'

afterEach(() => localStorage.clear())

describe('a report with a screenshot in the outbox', () => {
  it('keeps the screenshot for this page only: localStorage gets the report without it', async () => {
    const sent: FeedbackInput[] = []
    let online = false
    const timers: (() => void)[] = []
    const outbox = createOutbox({
      storage: localStorage,
      send: async (input) => {
        sent.push(input)
        if (!online) throw new TypeError('Failed to fetch')
        return { id: 1 } as Feedback
      },
      onChange: () => {},
      onDelivered: vi.fn(),
      onRefused: vi.fn(),
      setTimeout: (callback) => (timers.push(callback), 0 as unknown as ReturnType<typeof setTimeout>),
      clearTimeout: () => {},
    })
    const input = {
      category: 'broken',
      priority: 'high',
      message: 'See the picture',
      pageUrl: '/',
      screenshot: 'data:image/png;base64,iVBORw0KGgo=',
      context: { viewport: '1366x850' },
    } as FeedbackInput
    expect(await outbox.submit(input)).toEqual({ retry: true })

    const stored = JSON.parse(localStorage.getItem(OUTBOX_KEY)!) as { input: Record<string, unknown> }[]
    expect(stored[0]!.input).not.toHaveProperty('screenshot')
    expect(stored[0]!.input.context).toEqual({ viewport: '1366x850' })
    // This page's retry still carries it.
    online = true
    timers.shift()!()
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.screenshot).toBe(input.screenshot)
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull()
  })
})
