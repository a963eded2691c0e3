import { ApiError, isGateRequired } from './errors.js'
import { linkTarget } from './link-header.js'
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
  DomainAuthInput,
  ExportFilters,
  ExportFormat,
  Feedback,
  FeedbackFilters,
  FeedbackInput,
  FeedbackPage,
  FeedbackPageQuery,
  FeedbackSummary,
  FeedbackReport,
  FeedbackReportQuery,
  FeedbackUpdate,
  EnvironmentInfo,
  FirmContact,
  FlowTemplate,
  LibraryFile,
  LoginInput,
  MyFeedbackQuery,
  Notification,
  Page,
  Role,
  ServiceType,
  SetDemoRoleResponse,
  User,
  WebhookEndpoint,
  WebhookEndpointInput,
} from './types.js'

/** fetch's RequestCredentials, spelled out: Node projects compiled without the DOM library can use the types. */
export type Credentials = 'include' | 'omit' | 'same-origin'

export interface ClientOptions {
  /** '' (the default) means same origin; 'https://portal.example' for the widget or the CLI. */
  baseUrl?: string
  /** Defaults to 'include' (SPEC.md §7), or 'omit' in token or site-key mode. */
  credentials?: Credentials
  /** Defaults to globalThis.fetch at call time, so tests may replace it. */
  fetch?: typeof globalThis.fetch
  /** API token (CLI): sent as `Authorization: Bearer <token>`. */
  token?: string
  /** Site key (embedded widget): sent as `X-Ledgerline-Site-Key` on createFeedback. */
  siteKey?: string
}

export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  query?: Query
  /** Sent as JSON with `Content-Type: application/json`; leave undefined for no payload. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** An export as the API streams it, with the file name from Content-Disposition. */
export interface FeedbackExport {
  filename: string
  contentType: string
  /** The file's bytes as they arrive; read it or call blob(), not both. */
  body: ReadableStream<Uint8Array>
  blob(): Promise<Blob>
}

/** GET /api/auth/user as a state: who is signed in, and whether the domain gate must be passed first. */
export interface AuthState {
  user: CurrentUser | null
  gateRequired: boolean
}

export const SITE_KEY_HEADER = 'X-Ledgerline-Site-Key'

export function createClient(options: ClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
  const credentials: Credentials =
    options.credentials ?? (options.token !== undefined || options.siteKey !== undefined ? 'omit' : 'include')

  function send(path: string, init: RequestOptions & { redirect?: RequestRedirect }): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers }
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
    const hasPayload = init.body !== undefined
    if (hasPayload) headers['Content-Type'] = 'application/json'
    const doFetch = options.fetch ?? globalThis.fetch
    return doFetch(baseUrl + path + queryString(init.query), {
      method: init.method ?? 'GET',
      credentials,
      headers,
      body: hasPayload ? JSON.stringify(init.body) : undefined,
      redirect: init.redirect,
      signal: init.signal,
    })
  }

  async function request<T>(path: string, init?: RequestOptions & { nullOn401?: false }): Promise<T>
  async function request<T>(path: string, init: RequestOptions & { nullOn401: true }): Promise<T | null>
  async function request<T>(path: string, init: RequestOptions & { nullOn401?: boolean } = {}): Promise<T | null> {
    const response = await send(path, init)
    if (init.nullOn401 && response.status === 401) {
      // The body is not needed; cancel it without waiting (a tee'd or slow body may take its time).
      response.body?.cancel().catch(() => undefined)
      return null
    }
    await throwUnlessOk(response)
    const text = await response.text()
    return (text === '' ? undefined : JSON.parse(text)) as T
  }

  const encode = encodeURIComponent

  /** One page of the list, newest first, with the cursor of the next page from the `Link: <…>; rel="next"` header. */
  async function listFeedbackPage(
    query: FeedbackPageQuery = {},
    init: { signal?: AbortSignal } = {},
  ): Promise<FeedbackPage> {
    const response = await send('/api/feedback', { query: { ...query }, signal: init.signal })
    await throwUnlessOk(response)
    const entries = (await response.json()) as Feedback[]
    const next = linkTarget(response.headers.get('Link'), 'next')
    return { entries, next, nextCursor: next === null ? null : cursorOf(next) }
  }

  /**
   * Every entry matching the filters, newest first, fetched a page at a time as the loop asks for more:
   * `for await (const entry of api.feedbackEntries({ status: 'open' }))`. Breaking out of the loop stops the paging.
   */
  async function* feedbackEntries(
    filters: FeedbackFilters = {},
    init: { pageSize?: number; signal?: AbortSignal } = {},
  ): AsyncGenerator<Feedback, void, undefined> {
    let cursor: string | null = null
    do {
      const page = await listFeedbackPage({ ...filters, limit: init.pageSize, cursor }, { signal: init.signal })
      yield* page.entries
      cursor = page.nextCursor
    } while (cursor !== null)
  }

  return {
    /** The low-level call every function below goes through; `nullOn401` makes a read answer null instead of throwing. */
    request,
    /** A keyset-paged read: the body, and the cursor of the next page from `Link: <…cursor=…>; rel="next"`. */
    requestPage: async <T>(path: string, init: RequestOptions = {}): Promise<Page<T>> => {
      const response = await send(path, init)
      await throwUnlessOk(response)
      return { items: (await response.json()) as T[], next: nextCursor(response.headers.get('Link')) }
    },

    domainAuth: async (input: DomainAuthInput): Promise<void> => {
      await request('/api/domain-auth', { method: 'POST', body: input })
    },
    domainLogout: async (): Promise<void> => {
      await request('/api/domain-logout', { method: 'POST' })
    },
    login: (input: LoginInput) => request<CurrentUser>('/api/auth/login', { method: 'POST', body: input }),
    /** The signed-in user, or null when signed out (or the gate is not passed: see getAuthState). */
    getCurrentUser: () => request<CurrentUser>('/api/auth/user', { nullOn401: true }),
    /** Like getCurrentUser, but tells "signed out" from "gate not passed" (DECISIONS.md §4). */
    getAuthState: async (): Promise<AuthState> => {
      try {
        return { user: await request<CurrentUser>('/api/auth/user'), gateRequired: false }
      } catch (error) {
        if (error instanceof ApiError && error.status === 401)
          return { user: null, gateRequired: isGateRequired(error) }
        throw error
      }
    },
    setDemoRole: (role: Role) => request<SetDemoRoleResponse>('/api/set-demo-role', { method: 'POST', body: { role } }),
    /** GET /api/logout answers a redirect to /: that is success, so it is not followed. */
    logout: async (): Promise<void> => {
      const response = await send('/api/logout', { redirect: 'manual' })
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return
      await throwUnlessOk(response)
    },
    getFirmContact: () => request<FirmContact>('/api/firm'),
    /** Open before the gate and sign-in. */
    getEnvironment: () => request<EnvironmentInfo>('/api/environment'),

    listConversations: (filters: ConversationFilters = {}) =>
      request<Conversation[]>('/api/conversations', { query: { ...filters } }),
    listServiceTypes: () => request<ServiceType[]>('/api/service-types'),

    listNotifications: () => request<Notification[]>('/api/notifications'),
    getUnreadNotificationCount: () => request<Count>('/api/notifications/unread-count'),
    markNotificationRead: (id: number) =>
      request<Notification>(`/api/notifications/${encode(id)}/read`, { method: 'POST' }),

    listDocuments: (filters: DocumentFilters = {}) => request<Document[]>('/api/documents', { query: { ...filters } }),
    listDocumentCategories: () => request<DocumentCategory[]>('/api/document-categories'),
    processDocument: (id: number) => request<Document>(`/api/documents/${encode(id)}/process`, { method: 'POST' }),

    listFlowTemplates: () => request<FlowTemplate[]>('/api/library/flow-templates'),
    listActionTemplates: () => request<ActionTemplate[]>('/api/library/action-templates'),
    listLibraryFiles: () => request<LibraryFile[]>('/api/library/files'),

    listClients: () => request<Client[]>('/api/clients'),
    listUsers: () => request<User[]>('/api/users'),

    /** The first page of the list (the server's default size), for internal roles: use listFeedbackPage or feedbackEntries for more. */
    listFeedback: (filters: FeedbackFilters = {}) => request<Feedback[]>('/api/feedback', { query: { ...filters } }),
    listFeedbackPage,
    feedbackEntries,
    getFeedbackSummary: () => request<FeedbackSummary>('/api/feedback/summary'),
    /** One entry with its evidence: its reporter or internal roles (ApiError 404 for anyone else). */
    getFeedback: (id: number) => request<Feedback>(`/api/feedback/${encode(id)}`),
    /**
     * Where an entry's screenshot can be loaded (an `<img src>`), resolved against the base URL; null when it has
     * none. The image answers only with the credentials that may read the entry.
     */
    screenshotUrl: (entry: Pick<Feedback, 'screenshotUrl'>): string | null =>
      entry.screenshotUrl === null || /^https?:/i.test(entry.screenshotUrl)
        ? entry.screenshotUrl
        : baseUrl + entry.screenshotUrl,
    /** The unresolved, positioned entries of one page, for pins. */
    listFeedbackPins: (pageUrl: string) => request<Feedback[]>('/api/feedback', { query: { pageUrl } }),
    /** "My reports": the signed-in person's own entries, newest first (the first page unless a cursor is given). */
    listMyFeedback: (query: MyFeedbackQuery = {}) => request<Feedback[]>('/api/feedback/mine', { query: { ...query } }),
    getFeedbackCount: () => request<Count>('/api/feedback/count'),
    /**
     * `idempotencyKey` (1–100 characters) is sent as `Idempotency-Key`: a retry with the same key stores nothing
     * twice (DECISIONS.md §6).
     */
    createFeedback: (input: FeedbackInput, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
      request<Feedback>('/api/feedback', {
        method: 'POST',
        body: input,
        headers: {
          ...(options.siteKey === undefined ? {} : { [SITE_KEY_HEADER]: options.siteKey }),
          ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
        },
      }),
    updateFeedback: (id: number, update: FeedbackUpdate) =>
      request<Feedback>(`/api/feedback/${encode(id)}`, { method: 'PATCH', body: update }),
    deleteFeedback: async (id: number): Promise<void> => {
      await request(`/api/feedback/${encode(id)}`, { method: 'DELETE' })
    },
    /** Webhook endpoints (admin): never their secrets, except once in addWebhook's answer. */
    listWebhooks: () => request<WebhookEndpoint[]>('/api/webhooks'),
    addWebhook: (input: WebhookEndpointInput) =>
      request<WebhookEndpoint & { secret: string }>('/api/webhooks', { method: 'POST', body: input }),
    removeWebhook: async (id: number): Promise<void> => {
      await request(`/api/webhooks/${encode(id)}`, { method: 'DELETE' })
    },
    /** Sends a signed webhook.test now: `{status}` when accepted, ApiError 502 when not. */
    testWebhook: (id: number) => request<{ status: number }>(`/api/webhooks/${encode(id)}/test`, { method: 'POST' }),
    /** The summary a pipeline prints (`ledgerline report --api`): internal roles or a report/export token. */
    getFeedbackReport: (query: FeedbackReportQuery = {}) =>
      request<FeedbackReport>('/api/feedback/report', { query: { ...query } }),
    exportFeedback: async (format: ExportFormat, filters: ExportFilters = {}): Promise<FeedbackExport> => {
      const response = await send(`/api/feedback/export/${encode(format)}`, {
        query: { ...filters },
        headers: { Accept: '*/*' },
      })
      await throwUnlessOk(response)
      const filename =
        filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? defaultExportFilename(format)
      return {
        filename,
        contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
        body: response.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }),
        blob: () => response.blob(),
      }
    },
  }
}

export type ApiClient = ReturnType<typeof createClient>

/** The `cursor` parameter of a next-page link; a link without one is the server breaking its contract. */
function cursorOf(next: string): string {
  const cursor = new URL(next, 'http://ledgerline.invalid').searchParams.get('cursor')
  if (!cursor) throw new Error(`The next-page link names no cursor: ${next}`)
  return cursor
}

async function throwUnlessOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  throw new ApiError(response.status, response.statusText, text)
}

/** The `cursor` of an RFC 8288 Link header's rel="next" target, if any. */
export function nextCursor(link: string | null): string | null {
  const target = link ? /<([^>]*)>\s*;\s*rel="?next"?/i.exec(link)?.[1] : undefined
  return target ? new URL(target, 'http://x').searchParams.get('cursor') : null
}

function queryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value))
  }
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** The file name of `attachment; filename="x.json"` (or RFC 5987's `filename*=UTF-8''x.json`), or null. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header)
  if (extended) {
    try {
      return basename(decodeURIComponent((extended[2] ?? '').trim()))
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)
  if (quoted) return basename((quoted[1] ?? '').replace(/\\(.)/g, '$1'))
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header)
  return bare?.[1] ? basename(bare[1]) : null
}

/** A server-chosen name must not steer where a file is written. */
function basename(name: string): string | null {
  const last = name.split(/[\\/]/).pop()?.trim() ?? ''
  return last === '' || last === '.' || last === '..' ? null : last
}

function defaultExportFilename(format: ExportFormat): string {
  return `feedback-export-${new Date().toISOString().slice(0, 10)}.${format === 'json' ? 'json' : 'md'}`
}
