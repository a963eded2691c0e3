// The paged feedback list, in a module of its own so that SWR's infinite hook loads with the screen that uses it.
import { useCallback, useEffect, useMemo } from 'react'
import { unstable_serialize } from 'swr'
import useSWRInfinite, { unstable_serialize as infiniteKeyOf } from 'swr/infinite'
import type { Feedback, FeedbackFilters, FeedbackPage } from '../types.js'
import { FEEDBACK_PAGE_SIZE, keys, PATHS, type ReadKey } from './keys.js'
import { useLedgerline } from './provider.js'
import type { ReadOptions } from './reads.js'

export interface FeedbackPagesOptions extends ReadOptions {
  /** Entries per page (1–500); default FEEDBACK_PAGE_SIZE. */
  pageSize?: number
}

export interface FeedbackPagesResponse {
  /** The entries of every loaded page, newest first; undefined until the first page has come (and nothing is kept). */
  entries: Feedback[] | undefined
  pages: FeedbackPage[] | undefined
  error: Error | undefined
  /** Nothing to show yet: the first page of the first filters is on its way. */
  isLoading: boolean
  /** The entries shown are the previous filters' (keepPreviousData) while the new filters' first page loads. */
  isShowingPrevious: boolean
  /** A further page is on its way. */
  isLoadingMore: boolean
  isValidating: boolean
  /** The server named a next page. */
  hasMore: boolean
  /** Asks for one more page; nothing happens while there is none or one is already on its way. */
  loadMore: () => Promise<void>
  /** After an error: fetches the page that failed (or, if every page is there, refetches them all). */
  retry: () => Promise<void>
  /** Refetches every loaded page. */
  revalidate: () => Promise<void>
}

/**
 * The feedback list a page at a time (internal roles), with SWR's useSWRInfinite: the first page now, the next on
 * loadMore(). Writes to feedback refetch every loaded page while it is on screen.
 */
export function useFeedbackPages(
  filters: FeedbackFilters = {},
  options: FeedbackPagesOptions = {},
): FeedbackPagesResponse {
  const { client, registry } = useLedgerline()
  const enabled = options.enabled ?? true
  const pageSize = options.pageSize ?? FEEDBACK_PAGE_SIZE
  const getKey = (index: number, previous: FeedbackPage | null): ReadKey | null => {
    if (!enabled) return null
    if (index === 0) return keys.feedbackPage(filters, pageSize, null)
    return previous?.nextCursor ? keys.feedbackPage(filters, pageSize, previous.nextCursor) : null
  }
  const swr = useSWRInfinite<FeedbackPage, Error>(
    getKey,
    (key: ReadKey) => {
      // Pages are cached under keys of their own, which writes must drop along with the list.
      registry.remember(unstable_serialize(key), PATHS.feedback)
      return client.listFeedbackPage(key[1])
    },
    // Loading a further page does not refetch the first: cached pages are never stale until a write.
    { keepPreviousData: options.keepPreviousData, revalidateFirstPage: false },
  )
  const { data: pages, error, isValidating, size, setSize, mutate } = swr
  const loading = swr.isLoading
  const serialized = enabled ? infiniteKeyOf(getKey) : null
  useEffect(() => (serialized ? registry.mount(serialized, PATHS.feedback) : undefined), [registry, serialized])

  const isShowingPrevious = loading && pages !== undefined
  const lastPage = pages?.[pages.length - 1]
  const hasMore = !isShowingPrevious && Boolean(lastPage?.nextCursor)
  const isLoadingMore = !loading && isValidating && pages !== undefined && pages.length < size
  const entries = useMemo(() => pages?.flatMap((page) => page.entries), [pages])
  const loadMore = useCallback(async () => {
    if (!hasMore || isLoadingMore) return
    await setSize(size + 1)
  }, [hasMore, isLoadingMore, setSize, size])
  const retry = useCallback(async () => {
    await (pages !== undefined && pages.length < size ? setSize(size) : mutate())
  }, [pages, size, setSize, mutate])
  const revalidate = useCallback(async () => {
    await mutate()
  }, [mutate])

  return {
    entries,
    pages,
    error,
    isLoading: loading && pages === undefined,
    isShowingPrevious,
    isLoadingMore,
    isValidating,
    hasMore,
    loadMore,
    retry,
    revalidate,
  }
}
