// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from '../client.js'
import { createFakeFetch, json, type RecordedRequest } from '../test/fake-fetch.js'
import { makeEntry, pagedFeedback, summaryOf } from '../test/fake-feedback.js'
import type { Feedback, FeedbackFilters } from '../types.js'
import {
  LedgerlineProvider,
  useConversations,
  useDeleteFeedback,
  useFeedbackPages,
  useFeedbackSummary,
  useUpdateFeedback,
} from './index.js'

afterEach(cleanup)

/** 25 entries over a paged fake server; `hold` makes the next list request wait until released. */
function setup() {
  let entries: Feedback[] = Array.from({ length: 25 }, (_, index) =>
    makeEntry(index + 1, { priority: index % 2 === 0 ? 'high' : 'low' }),
  )
  const page = pagedFeedback(() => entries)
  let gate: Promise<void> | null = null
  const fake = createFakeFetch({
    'GET /api/feedback': async (request: RecordedRequest) => {
      if (gate) await gate
      return page(request)
    },
    'GET /api/feedback/summary': () => json(summaryOf(entries)),
    'GET /api/conversations': (request) =>
      json([{ id: 1, title: `Conversation ${request.url.searchParams.get('status') ?? 'all'}` }]),
  })
  for (let id = 1; id <= 25; id++) {
    fake.on(`PATCH /api/feedback/${id}`, (request) => {
      entries = entries.map((entry) => (entry.id === id ? { ...entry, ...JSON.parse(request.body ?? '{}') } : entry))
      return json(entries.find((entry) => entry.id === id))
    })
    fake.on(`DELETE /api/feedback/${id}`, () => {
      entries = entries.filter((entry) => entry.id !== id)
      return new Response(null, { status: 204 })
    })
  }
  const client = createClient({ fetch: fake.fetch })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LedgerlineProvider client={client}>{children}</LedgerlineProvider>
  )
  const hold = () => {
    let release = () => {}
    gate = new Promise((resolve) => (release = resolve))
    return () => {
      gate = null
      release()
    }
  }
  const listRequests = () =>
    fake.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/feedback').map((r) => r.url.search)
  return { fake, wrapper, hold, listRequests }
}

const ids = (entries: Feedback[] | undefined) => entries?.map((entry) => entry.id)
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index)

describe('useFeedbackPages', () => {
  it('loads the first page, then each next page with the cursor the server named, until there is none', async () => {
    const { wrapper, listRequests } = setup()
    const { result } = renderHook(() => useFeedbackPages({}, { pageSize: 10 }), { wrapper })
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(25, 16)))
    expect(result.current.hasMore).toBe(true)

    await act(() => result.current.loadMore())
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(25, 6)))
    await act(() => result.current.loadMore())
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(25, 1)))
    expect(result.current.hasMore).toBe(false)
    await act(() => result.current.loadMore())

    // One request per page; loading more does not fetch the first page again.
    const requests = listRequests()
    expect(requests).toHaveLength(3)
    expect(requests[0]).toBe('?limit=10')
    expect(requests[1]).toMatch(/^\?limit=10&cursor=/)
    expect(requests[2]).toMatch(/^\?limit=10&cursor=/)
    expect(new Set(requests).size).toBe(3)
  })

  it('says a further page is loading while it is on its way', async () => {
    const { wrapper, hold } = setup()
    const { result } = renderHook(() => useFeedbackPages({}, { pageSize: 10 }), { wrapper })
    await waitFor(() => expect(result.current.entries).toHaveLength(10))
    const release = hold()
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.isLoadingMore).toBe(true))
    expect(result.current.entries).toHaveLength(10)
    release()
    await waitFor(() => expect(result.current.entries).toHaveLength(20))
    expect(result.current.isLoadingMore).toBe(false)
  })

  it('sends the filters, leaving out empty ones, on every page', async () => {
    const { wrapper, listRequests } = setup()
    const { result } = renderHook(() => useFeedbackPages({ priority: 'high', q: '' }, { pageSize: 5 }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.entries).toHaveLength(5))
    await act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.entries).toHaveLength(10))
    expect(result.current.entries?.every((entry) => entry.priority === 'high')).toBe(true)
    expect(listRequests().every((search) => search.startsWith('?priority=high&limit=5'))).toBe(true)
  })

  it('with keepPreviousData, keeps the previous results on screen while new filters load', async () => {
    const { wrapper, hold } = setup()
    const { result, rerender } = renderHook(
      ({ filters }: { filters: FeedbackFilters }) => useFeedbackPages(filters, { pageSize: 5, keepPreviousData: true }),
      { wrapper, initialProps: { filters: {} } },
    )
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(25, 21)))

    const release = hold()
    rerender({ filters: { priority: 'low' } })
    await waitFor(() => expect(result.current.isShowingPrevious).toBe(true))
    expect(ids(result.current.entries)).toEqual(range(25, 21))
    expect(result.current.isLoading).toBe(false)
    expect(result.current.hasMore).toBe(false)
    release()
    await waitFor(() => expect(ids(result.current.entries)).toEqual([24, 22, 20, 18, 16]))
    expect(result.current.isShowingPrevious).toBe(false)
  })

  it('without keepPreviousData, new filters start from nothing', async () => {
    const { wrapper, hold } = setup()
    const { result, rerender } = renderHook(
      ({ filters }: { filters: FeedbackFilters }) => useFeedbackPages(filters, { pageSize: 5 }),
      { wrapper, initialProps: { filters: {} } },
    )
    await waitFor(() => expect(result.current.entries).toHaveLength(5))
    const release = hold()
    rerender({ filters: { priority: 'low' } })
    expect(result.current.entries).toBeUndefined()
    expect(result.current.isLoading).toBe(true)
    release()
    await waitFor(() => expect(result.current.entries).toHaveLength(5))
  })

  it('after a failed further page, retry fetches only that page', async () => {
    const { wrapper, fake, listRequests } = setup()
    const { result } = renderHook(() => useFeedbackPages({}, { pageSize: 10 }), { wrapper })
    await waitFor(() => expect(result.current.entries).toHaveLength(10))
    const working = pagedFeedback(() => Array.from({ length: 25 }, (_, index) => makeEntry(index + 1)))
    fake.on('GET /api/feedback', () =>
      json({ statusCode: 503, error: 'Service Unavailable', message: 'busy' }, { status: 503 }),
    )
    await act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 503 }))
    expect(result.current.entries).toHaveLength(10)

    fake.on('GET /api/feedback', working)
    await act(() => result.current.retry())
    await waitFor(() => expect(result.current.entries).toHaveLength(20))
    expect(result.current.error).toBeUndefined()
    const requests = listRequests()
    expect(requests).toHaveLength(3)
    expect(requests[2]).toBe(requests[1])
  })

  it('a write refetches every loaded page on screen, so a change on page two shows', async () => {
    const { wrapper, listRequests } = setup()
    const { result } = renderHook(
      () => ({
        list: useFeedbackPages({}, { pageSize: 10 }),
        update: useUpdateFeedback(),
        summary: useFeedbackSummary(),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.list.entries).toHaveLength(10))
    await act(() => result.current.list.loadMore())
    await waitFor(() => expect(result.current.list.entries).toHaveLength(20))
    expect(result.current.summary.data).toMatchObject({ open: 25, resolved: 0 })

    await act(() => result.current.update.trigger({ id: 8, status: 'resolved' }))
    expect(listRequests()).toHaveLength(4)
    expect(result.current.list.entries?.find((entry) => entry.id === 8)?.status).toBe('resolved')
    expect(result.current.list.entries).toHaveLength(20)
    expect(result.current.summary.data).toMatchObject({ open: 24, resolved: 1 })
  })

  it('a paged list not on screen is fetched afresh, from its first page, when shown again after a write', async () => {
    const { wrapper, listRequests } = setup()
    const { result, rerender } = renderHook(
      ({ shown }: { shown: boolean }) => ({
        list: useFeedbackPages({}, { pageSize: 10, enabled: shown }),
        remove: useDeleteFeedback(),
      }),
      { wrapper, initialProps: { shown: true } },
    )
    await waitFor(() => expect(result.current.list.entries).toHaveLength(10))
    await act(() => result.current.list.loadMore())
    await waitFor(() => expect(result.current.list.entries).toHaveLength(20))

    rerender({ shown: false })
    await act(() => result.current.remove.trigger(25))
    expect(listRequests()).toHaveLength(2)
    rerender({ shown: true })
    await waitFor(() => expect(ids(result.current.list.entries)).toEqual(range(24, 15)))
    expect(listRequests()).toHaveLength(3)
  })
})

describe('keepPreviousData on any read', () => {
  it('keeps the previous filter’s answer until the new one arrives', async () => {
    const { wrapper } = setup()
    const { result, rerender } = renderHook(
      ({ status }: { status?: 'new' | 'completed' }) => useConversations({ status }, { keepPreviousData: true }),
      { wrapper, initialProps: {} },
    )
    await waitFor(() => expect(result.current.data?.[0]?.title).toBe('Conversation all'))
    rerender({ status: 'new' })
    expect(result.current.data?.[0]?.title).toBe('Conversation all')
    await waitFor(() => expect(result.current.data?.[0]?.title).toBe('Conversation new'))
  })
})
