// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useSWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../client.js'
import { GATE_REQUIRED_MESSAGE } from '../errors.js'
import { createFakeFetch, json } from '../test/fake-fetch.js'
import type { CurrentUser, Feedback, Notification } from '../types.js'
import {
  LEDGERLINE_SWR_CONFIG,
  LedgerlineProvider,
  useApiClient,
  useCreateFeedback,
  useCurrentUser,
  useDeleteFeedback,
  useDocuments,
  useFeedback,
  useFeedbackCount,
  useFeedbackEntry,
  useFeedbackPages,
  useFeedbackPins,
  useFeedbackSummary,
  useLogout,
  useMarkNotificationRead,
  useNotifications,
  useProcessDocument,
  useSetDemoRole,
  useUnreadNotificationCount,
  useUpdateFeedback,
  useUsers,
} from './index.js'

const staff: CurrentUser = {
  id: 3,
  role: 'staff',
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'staff@ledgerline.example',
  username: 'staff',
  profileImageUrl: null,
  vipStatus: false,
}

const entry: Feedback = {
  id: 1,
  message: 'The upload button does nothing',
  reporterName: 'Client',
  reporterSource: 'typed',
  pageUrl: '/client/documents',
  status: 'open',
  priority: 'normal',
  category: 'broken',
  subcategory: 'functionality',
  elementText: null,
  elementSelector: null,
  positionX: 10,
  positionY: 20,
  elementBounds: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  screenshotUrl: null,
  context: null,
}

const notification: Notification = {
  id: 5,
  type: 'info',
  title: 'Document received',
  description: null,
  read: false,
  createdAt: '2026-11-22T10:00:00.000Z',
}

/** Every read answers; counting requests per "METHOD /path" is how these tests see revalidation. */
function setup() {
  const fake = createFakeFetch({
    'GET /api/auth/user': () => json(staff),
    'GET /api/notifications': () => json([notification]),
    'GET /api/notifications/unread-count': () => json({ count: 1 }),
    'POST /api/notifications/5/read': () => json({ ...notification, read: true }),
    'GET /api/documents': () => json([]),
    'POST /api/documents/9/process': () => json({ id: 9, status: 'processing' }, { status: 202 }),
    'GET /api/users': () => json([]),
    'GET /api/feedback': () => json([entry]),
    'GET /api/feedback/count': () => json({ count: 1 }),
    'GET /api/feedback/1': () => json(entry),
    'GET /api/feedback/summary': () => json({ total: 1, open: 1, locked: 0, resolved: 0 }),
    'POST /api/feedback': () => json(entry, { status: 201 }),
    'PATCH /api/feedback/1': () => json({ ...entry, status: 'locked' }),
    'DELETE /api/feedback/1': () => new Response(null, { status: 204 }),
    'POST /api/set-demo-role': () => json({ role: 'admin' }),
    'GET /api/logout': () => new Response(null, { status: 302, headers: { Location: '/' } }),
  })
  const client = createClient({ fetch: fake.fetch })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LedgerlineProvider client={client}>{children}</LedgerlineProvider>
  )
  return { fake, client, wrapper }
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/**
 * A control read in the same provider, started after the reads under test: once it has answered, any request
 * those reads were going to make has been made (SWR starts requests in the order hooks mount).
 */
async function settled(wrapper: ({ children }: { children: ReactNode }) => ReactNode): Promise<void> {
  const control = renderHook(() => useCurrentUser(), { wrapper })
  await waitFor(() => expect(control.result.current.data).toBeDefined())
}

describe('LedgerlineProvider', () => {
  it('sets SPEC.md §7 behaviour: no retry, never stale, no focus or reconnect revalidation, no polling', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useSWRConfig(), { wrapper })
    expect(result.current).toMatchObject({
      shouldRetryOnError: false,
      errorRetryCount: 0,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      refreshInterval: 0,
    })
    expect(result.current).toMatchObject(LEDGERLINE_SWR_CONFIG)
  })

  it('gives hooks the client, and refuses hooks outside it', () => {
    const { wrapper, client } = setup()
    expect(renderHook(() => useApiClient(), { wrapper }).result.current).toBe(client)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useUsers())).toThrow(/LedgerlineProvider/)
  })

  it('a failed read is not retried', async () => {
    // Fake clocks from the start, so a retry SWR would schedule (backoff from 5 s) runs on them.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { fake, wrapper } = setup()
      fake.on('GET /api/users', () =>
        json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 }),
      )
      const { result } = renderHook(() => useUsers(), { wrapper })

      await waitFor(() => expect(result.current.error).toBeDefined())
      expect(result.current.error?.message).toMatch(/^500: /)
      await vi.advanceTimersByTimeAsync(60_000)
      expect(fake.count('GET /api/users')).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('cached data is not refetched when a hook mounts again (never stale)', async () => {
    const { fake, wrapper } = setup()
    const first = renderHook(() => useUsers(), { wrapper })
    await waitFor(() => expect(first.result.current.data).toEqual([]))
    first.unmount()

    // Same provider, so same cache: mount a sibling reading the same key.
    const { result } = renderHook(() => ({ a: useUsers(), b: useUsers() }), { wrapper })
    await waitFor(() => expect(result.current.a.data).toEqual([]))
    // A new provider has a new cache: 1 fetch for the first tree, 1 for the second, none for b.
    expect(fake.count('GET /api/users')).toBe(2)
  })
})

describe('useCurrentUser', () => {
  it('answers the signed-in user', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useCurrentUser(), { wrapper })
    expect(result.current.data).toBeUndefined()
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.data).toEqual(staff))
    expect(result.current.gateRequired).toBe(false)
  })

  it('answers null when signed out, without an error', async () => {
    const { fake, wrapper } = setup()
    fake.on('GET /api/auth/user', () =>
      json({ statusCode: 401, error: 'Unauthorized', message: 'Missing authentication' }, { status: 401 }),
    )
    const { result } = renderHook(() => useCurrentUser(), { wrapper })
    await waitFor(() => expect(result.current.data).toBeNull())
    expect(result.current.gateRequired).toBe(false)
    expect(result.current.error).toBeUndefined()
  })

  it('answers null with gateRequired before the domain gate', async () => {
    const { fake, wrapper } = setup()
    fake.on('GET /api/auth/user', () =>
      json({ statusCode: 401, error: 'Unauthorized', message: GATE_REQUIRED_MESSAGE }, { status: 401 }),
    )
    const { result } = renderHook(() => useCurrentUser(), { wrapper })
    await waitFor(() => expect(result.current.data).toBeNull())
    expect(result.current.gateRequired).toBe(true)
  })

  it('mutate() refetches, mutate(user) sets without a request', async () => {
    const { fake, wrapper } = setup()
    const { result } = renderHook(() => useCurrentUser(), { wrapper })
    await waitFor(() => expect(result.current.data).toEqual(staff))

    await act(() => result.current.mutate())
    expect(fake.count('GET /api/auth/user')).toBe(2)
    await act(() => result.current.mutate(null))
    expect(result.current.data).toBeNull()
    expect(fake.count('GET /api/auth/user')).toBe(2)
  })
})

describe('polling (SPEC.md §9)', () => {
  it('polls the unread count and the feedback count every 30 000 ms, and nothing else', async () => {
    vi.useFakeTimers()
    const { fake, wrapper } = setup()
    renderHook(() => ({ unread: useUnreadNotificationCount(), feedback: useFeedbackCount(), users: useUsers() }), {
      wrapper,
    })
    const counts = () => [
      fake.count('GET /api/notifications/unread-count'),
      fake.count('GET /api/feedback/count'),
      fake.count('GET /api/users'),
    ]

    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(counts()).toEqual([1, 1, 1])
    await act(() => vi.advanceTimersByTimeAsync(29_990))
    expect(counts()).toEqual([1, 1, 1])
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(counts()).toEqual([2, 2, 1])
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(counts()).toEqual([3, 3, 1])
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    expect(counts()).toEqual([13, 13, 1])
  })
})

describe('enabled gating', () => {
  it('fetches notifications only while enabled (the panel is open)', async () => {
    const { fake, wrapper } = setup()
    const { result, rerender } = renderHook(({ open }) => useNotifications({ enabled: open }), {
      wrapper,
      initialProps: { open: false },
    })
    await settled(wrapper)
    expect(fake.count('GET /api/notifications')).toBe(0)
    expect(result.current.data).toBeUndefined()

    rerender({ open: true })
    await waitFor(() => expect(result.current.data).toEqual([notification]))
    expect(fake.count('GET /api/notifications')).toBe(1)
  })

  it('asks for no pins while the page URL is empty', async () => {
    const { fake, wrapper } = setup()
    const { result, rerender } = renderHook(({ pageUrl }) => useFeedbackPins(pageUrl), {
      wrapper,
      initialProps: { pageUrl: '' },
    })
    await settled(wrapper)
    expect(fake.count('GET /api/feedback')).toBe(0)

    rerender({ pageUrl: '/client/documents' })
    await waitFor(() => expect(result.current.data).toEqual([entry]))
    const pinReads = fake.requests.filter((r) => r.url.pathname === '/api/feedback')
    expect(pinReads.map((r) => r.url.search)).toEqual(['?pageUrl=%2Fclient%2Fdocuments'])
  })

  it('reads one entry with its evidence, and nothing while there is no id', async () => {
    const { fake, wrapper } = setup()
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useFeedbackEntry(id), {
      wrapper,
      initialProps: { id: null } as { id: number | null },
    })
    await settled(wrapper)
    expect(fake.count('GET /api/feedback/1')).toBe(0)
    rerender({ id: 1 })
    await waitFor(() => expect(result.current.data).toEqual(entry))
    expect(fake.count('GET /api/feedback/1')).toBe(1)
  })

  it('any read can be switched off', async () => {
    const { fake, wrapper } = setup()
    renderHook(() => useFeedback({}, { enabled: false }), { wrapper })
    await settled(wrapper)
    expect(fake.count('GET /api/feedback')).toBe(0)
  })
})

describe('writes revalidate exactly what SPEC.md §7 says', () => {
  /** Mounts reads of every kind a write could touch, waits for their first fetch, and returns a request counter. */
  async function mountReads<T>(useWrite: () => T) {
    const { fake, wrapper } = setup()
    const { result } = renderHook(
      () => ({
        write: useWrite(),
        openFeedback: useFeedback({ status: 'open' }),
        allFeedback: useFeedback(),
        pages: useFeedbackPages({ priority: 'high' }),
        pins: useFeedbackPins('/client/documents'),
        summary: useFeedbackSummary(),
        feedbackCount: useFeedbackCount(),
        notifications: useNotifications(),
        unreadCount: useUnreadNotificationCount(),
        documents: useDocuments(),
        user: useCurrentUser(),
      }),
      { wrapper },
    )
    await waitFor(() => {
      const { write: _write, pages, ...reads } = result.current
      for (const read of Object.values(reads)) expect(read.data).toBeDefined()
      expect(pages.entries).toBeDefined()
    })
    const snapshot = () => ({
      openFeedback: fake.count('GET /api/feedback', '?status=open'),
      allFeedback: fake.count('GET /api/feedback', ''),
      pages: fake.count('GET /api/feedback', '?priority=high&limit=100'),
      pins: fake.count('GET /api/feedback', '?pageUrl=%2Fclient%2Fdocuments'),
      summary: fake.count('GET /api/feedback/summary'),
      feedbackCount: fake.count('GET /api/feedback/count'),
      notifications: fake.count('GET /api/notifications'),
      unreadCount: fake.count('GET /api/notifications/unread-count'),
      documents: fake.count('GET /api/documents'),
      user: fake.count('GET /api/auth/user'),
    })
    expect(Object.values(snapshot())).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    return { result, snapshot, fake }
  }

  const once = {
    openFeedback: 1,
    allFeedback: 1,
    pages: 1,
    pins: 1,
    summary: 1,
    feedbackCount: 1,
    notifications: 1,
    unreadCount: 1,
    documents: 1,
    user: 1,
  }
  const feedbackRefetched = {
    ...once,
    openFeedback: 2,
    allFeedback: 2,
    pages: 2,
    pins: 2,
    summary: 2,
    feedbackCount: 2,
  }

  it('marking a notification read refetches the notifications and the unread count', async () => {
    const { result, snapshot, fake } = await mountReads(useMarkNotificationRead)
    let answer: Notification | undefined
    await act(async () => {
      answer = await result.current.write.trigger(5)
    })
    expect(answer).toMatchObject({ id: 5, read: true })
    expect(fake.count('POST /api/notifications/5/read')).toBe(1)
    expect(snapshot()).toEqual({ ...once, notifications: 2, unreadCount: 2 })
  })

  it('creating feedback refetches every feedback list and page, the pins, the count and the summary', async () => {
    const { result, snapshot } = await mountReads(useCreateFeedback)
    await act(() => result.current.write.trigger({ message: 'Typo', category: 'update', pageUrl: '/client' }))
    expect(snapshot()).toEqual(feedbackRefetched)
  })

  it('updating feedback refetches every feedback list and page, the pins, the count and the summary', async () => {
    const { result, snapshot, fake } = await mountReads(useUpdateFeedback)
    await act(() => result.current.write.trigger({ id: 1, status: 'locked' }))
    expect(JSON.parse(fake.requests.find((r) => r.method === 'PATCH')?.body ?? '')).toEqual({ status: 'locked' })
    expect(snapshot()).toEqual(feedbackRefetched)
  })

  it('deleting feedback refetches every feedback list and page, the pins, the count and the summary', async () => {
    const { result, snapshot } = await mountReads(useDeleteFeedback)
    await act(() => result.current.write.trigger(1))
    expect(snapshot()).toEqual(feedbackRefetched)
  })

  it('processing a document refetches the documents', async () => {
    const { result, snapshot } = await mountReads(useProcessDocument)
    await act(() => result.current.write.trigger(9))
    expect(snapshot()).toEqual({ ...once, documents: 2 })
  })

  it('setting the demo role refetches the current user once the role is set', async () => {
    const { result, snapshot, fake } = await mountReads(useSetDemoRole)
    await act(() => result.current.write.trigger('admin'))
    const calls = fake.requests.map((r) => `${r.method} ${r.url.pathname}`)
    expect(calls.lastIndexOf('GET /api/auth/user')).toBeGreaterThan(calls.indexOf('POST /api/set-demo-role'))
    expect(snapshot()).toEqual({ ...once, user: 2 })
  })

  it('a failed write revalidates nothing and reports its error', async () => {
    const { result, snapshot, fake } = await mountReads(useDeleteFeedback)
    fake.on('DELETE /api/feedback/1', () =>
      json({ statusCode: 403, error: 'Forbidden', message: 'Insufficient scope' }, { status: 403 }),
    )
    await act(() => expect(result.current.write.trigger(1)).rejects.toMatchObject({ status: 403 }))
    await waitFor(() => expect(result.current.write.error?.message).toMatch(/^403: /))
    expect(snapshot()).toEqual(once)
  })

  it('logging out makes the user null without a request and forgets the cached reads', async () => {
    const { result, snapshot } = await mountReads(useLogout)
    await act(() => result.current.write.trigger())
    expect(result.current.user.data).toBeNull()
    expect(result.current.user.gateRequired).toBe(false)
    expect(snapshot()).toEqual(once)
  })

  it('a feedback list not on screen is fetched afresh when shown again after a write', async () => {
    const { fake, wrapper } = setup()
    const { result, rerender } = renderHook(
      ({ status }) => ({ list: useFeedback(status ? { status } : {}), remove: useDeleteFeedback() }),
      { wrapper, initialProps: { status: 'open' as 'open' | 'locked' | undefined } },
    )
    await waitFor(() => expect(result.current.list.data).toBeDefined())
    rerender({ status: 'locked' })
    await waitFor(() => expect(fake.count('GET /api/feedback', '?status=locked')).toBe(1))

    // Back to "open" without a write: cached, never stale, no request.
    rerender({ status: 'open' })
    await waitFor(() => expect(result.current.list.data).toEqual([entry]))
    rerender({ status: 'locked' })
    await settled(wrapper)
    expect(fake.count('GET /api/feedback', '?status=open')).toBe(1)

    // After a delete, the shown list refetches and the hidden one is fetched when shown again.
    await act(() => result.current.remove.trigger(1))
    expect(fake.count('GET /api/feedback', '?status=locked')).toBe(2)
    expect(fake.count('GET /api/feedback', '?status=open')).toBe(1)
    rerender({ status: 'open' })
    await waitFor(() => expect(fake.count('GET /api/feedback', '?status=open')).toBe(2))
  })
})
