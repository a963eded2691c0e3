import { useCallback, useEffect, useMemo } from 'react'
import useSWR, { unstable_serialize, type SWRConfiguration, type SWRResponse } from 'swr'
import useSWRInfinite, { unstable_serialize as infiniteKeyOf } from 'swr/infinite'
import type { ApiClient, AuthState } from '../client.js'
import type {
  ActionTemplate,
  Client,
  Conversation,
  ConversationFilters,
  Count,
  CurrentUser,
  Document,
  DocumentCategory,
  DocumentFilters,
  Feedback,
  FeedbackFilters,
  FeedbackPage,
  FeedbackPageQuery,
  FeedbackSummary,
  FirmContact,
  FlowTemplate,
  LibraryFile,
  Notification,
  ServiceType,
  User,
} from '../types.js'
import { FEEDBACK_PAGE_SIZE, keys, PATHS, POLL_INTERVAL_MS, type ReadKey } from './keys.js'
import { useLedgerline } from './provider.js'

export interface ReadOptions {
  /** false: no request at all (data stays undefined). Default true. */
  enabled?: boolean
  /**
   * true: when the key changes (new filters), `data` keeps the previous key's answer until the new one arrives,
   * instead of going back to undefined; `isLoading` is true meanwhile. Default false.
   */
  keepPreviousData?: boolean
}

export type ReadResponse<T> = SWRResponse<T, Error>

/** One read: registers its key while mounted (see KeyRegistry) and fetches through the core client. */
function useRead<T>(
  key: ReadKey,
  read: (client: ApiClient) => Promise<T>,
  options: ReadOptions = {},
  config?: SWRConfiguration<T, Error>,
): ReadResponse<T> {
  const { client, registry } = useLedgerline()
  const enabled = options.enabled ?? true
  const activeKey = enabled ? key : null
  const serialized = activeKey ? unstable_serialize(activeKey) : null
  const path = key[0]
  useEffect(() => (serialized ? registry.mount(serialized, path) : undefined), [registry, serialized, path])
  return useSWR<T, Error>(activeKey, () => read(client), { keepPreviousData: options.keepPreviousData, ...config })
}

export interface CurrentUserResponse {
  /** undefined while loading, null when signed out or before the gate. */
  data: CurrentUser | null | undefined
  /** True when the API answered 401 `Domain authentication required`: show the gate, not the landing. */
  gateRequired: boolean
  error: Error | undefined
  isLoading: boolean
  isValidating: boolean
  /** Without an argument: refetch. With a user (or null): set it without a request. */
  mutate: (user?: CurrentUser | null) => Promise<CurrentUser | null | undefined>
}

export function useCurrentUser(options?: ReadOptions): CurrentUserResponse {
  const swr = useRead<AuthState>(keys.currentUser(), (client) => client.getAuthState(), options)
  const { mutate: mutateState } = swr
  const mutate = useCallback(
    async (user?: CurrentUser | null) => {
      const state =
        user === undefined
          ? await mutateState()
          : await mutateState({ user, gateRequired: false }, { revalidate: false })
      return state?.user
    },
    [mutateState],
  )
  return {
    data: swr.data?.user,
    gateRequired: swr.data?.gateRequired ?? false,
    error: swr.error,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate,
  }
}

/** Polled every 30 000 ms (SPEC.md §9). */
export function useUnreadNotificationCount(options?: ReadOptions): ReadResponse<Count> {
  return useRead(keys.unreadNotificationCount(), (client) => client.getUnreadNotificationCount(), options, {
    refreshInterval: POLL_INTERVAL_MS,
  })
}

/** Fetched only while `enabled` (the notification panel is open). */
export function useNotifications(options?: ReadOptions): ReadResponse<Notification[]> {
  return useRead(keys.notifications(), (client) => client.listNotifications(), options)
}

export function useConversations(
  filters: ConversationFilters = {},
  options?: ReadOptions,
): ReadResponse<Conversation[]> {
  return useRead(keys.conversations(filters), (client) => client.listConversations(filters), options)
}

export function useServiceTypes(options?: ReadOptions): ReadResponse<ServiceType[]> {
  return useRead(keys.serviceTypes(), (client) => client.listServiceTypes(), options)
}

export function useDocuments(filters: DocumentFilters = {}, options?: ReadOptions): ReadResponse<Document[]> {
  return useRead(keys.documents(filters), (client) => client.listDocuments(filters), options)
}

export function useDocumentCategories(options?: ReadOptions): ReadResponse<DocumentCategory[]> {
  return useRead(keys.documentCategories(), (client) => client.listDocumentCategories(), options)
}

export function useFlowTemplates(options?: ReadOptions): ReadResponse<FlowTemplate[]> {
  return useRead(keys.flowTemplates(), (client) => client.listFlowTemplates(), options)
}

export function useActionTemplates(options?: ReadOptions): ReadResponse<ActionTemplate[]> {
  return useRead(keys.actionTemplates(), (client) => client.listActionTemplates(), options)
}

export function useLibraryFiles(options?: ReadOptions): ReadResponse<LibraryFile[]> {
  return useRead(keys.libraryFiles(), (client) => client.listLibraryFiles(), options)
}

export function useClients(options?: ReadOptions): ReadResponse<Client[]> {
  return useRead(keys.clients(), (client) => client.listClients(), options)
}

export function useUsers(options?: ReadOptions): ReadResponse<User[]> {
  return useRead(keys.users(), (client) => client.listUsers(), options)
}

export function useFirmContact(options?: ReadOptions): ReadResponse<FirmContact> {
  return useRead(keys.firm(), (client) => client.getFirmContact(), options)
}

/** The full list with filters (internal roles). */
export function useFeedback(filters: FeedbackFilters = {}, options?: ReadOptions): ReadResponse<Feedback[]> {
  return useRead(keys.feedback(filters), (client) => client.listFeedback(filters), options)
}

/** GET /api/feedback/summary: the feedback management tiles. */
export function useFeedbackSummary(options?: ReadOptions): ReadResponse<FeedbackSummary> {
  return useRead(keys.feedbackSummary(), (client) => client.getFeedbackSummary(), options)
}

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
      return client.listFeedbackPage(key[1] as FeedbackPageQuery)
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

/** The pins of one page; no request while pageUrl is empty. */
export function useFeedbackPins(
  pageUrl: string | null | undefined,
  options: ReadOptions = {},
): ReadResponse<Feedback[]> {
  return useRead(keys.feedbackPins(pageUrl ?? ''), (client) => client.listFeedbackPins(pageUrl ?? ''), {
    enabled: Boolean(pageUrl) && (options.enabled ?? true),
  })
}

/** Polled every 30 000 ms (SPEC.md §9). */
export function useFeedbackCount(options?: ReadOptions): ReadResponse<Count> {
  return useRead(keys.feedbackCount(), (client) => client.getFeedbackCount(), options, {
    refreshInterval: POLL_INTERVAL_MS,
  })
}
