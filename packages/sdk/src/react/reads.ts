import { useCallback, useEffect } from 'react'
import useSWR, { unstable_serialize, type SWRConfiguration, type SWRResponse } from 'swr'
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
  EnvironmentInfo,
  Feedback,
  FeedbackFilters,
  FeedbackSummary,
  FirmContact,
  FlowTemplate,
  LibraryFile,
  Notification,
  ServiceType,
  User,
} from '../types.js'
import { keys, POLL_INTERVAL_MS, type ReadKey } from './keys.js'
import { useLedgerline } from './provider.js'

/** Options every read takes. */
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
export function useRead<T>(
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

/** The kind of deployment (development, demo, production); it does not change while the page lives. */
export function useEnvironment(options?: ReadOptions): ReadResponse<EnvironmentInfo> {
  return useRead(keys.environment(), (client) => client.getEnvironment(), options)
}

/** The full list with filters (internal roles). */
export function useFeedback(filters: FeedbackFilters = {}, options?: ReadOptions): ReadResponse<Feedback[]> {
  return useRead(keys.feedback(filters), (client) => client.listFeedback(filters), options)
}

/** One entry with its evidence (issue 17): its reporter or internal roles; no request while id is null. */
export function useFeedbackEntry(id: number | null | undefined, options: ReadOptions = {}): ReadResponse<Feedback> {
  return useRead(keys.feedbackEntry(id ?? 0), (client) => client.getFeedback(id ?? 0), {
    ...options,
    enabled: id !== null && id !== undefined && (options.enabled ?? true),
  })
}

/** GET /api/feedback/summary: the feedback management tiles. */
export function useFeedbackSummary(options?: ReadOptions): ReadResponse<FeedbackSummary> {
  return useRead(keys.feedbackSummary(), (client) => client.getFeedbackSummary(), options)
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
