import type { ConversationFilters, DocumentFilters, FeedbackFilters } from '../types.js'

/**
 * SWR keys: an array whose first item is the API path, so that a write can revalidate every key of a path
 * (all feedback lists and pins, whatever their filters) and nothing else.
 */
export type ReadKey = readonly [path: string, params?: Readonly<Record<string, unknown>>]

export const PATHS = {
  currentUser: '/api/auth/user',
  firm: '/api/firm',
  environment: '/api/environment',
  conversations: '/api/conversations',
  serviceTypes: '/api/service-types',
  notifications: '/api/notifications',
  unreadNotificationCount: '/api/notifications/unread-count',
  documents: '/api/documents',
  documentCategories: '/api/document-categories',
  flowTemplates: '/api/library/flow-templates',
  actionTemplates: '/api/library/action-templates',
  libraryFiles: '/api/library/files',
  clients: '/api/clients',
  users: '/api/users',
  feedback: '/api/feedback',
  feedbackCount: '/api/feedback/count',
  feedbackSummary: '/api/feedback/summary',
} as const

/** The page size the paged feedback hook asks for unless told otherwise (the server's own default). */
export const FEEDBACK_PAGE_SIZE = 100

export const keys = {
  currentUser: (): ReadKey => [PATHS.currentUser],
  firm: (): ReadKey => [PATHS.firm],
  environment: (): ReadKey => [PATHS.environment],
  conversations: (filters: ConversationFilters = {}): ReadKey => [PATHS.conversations, { ...filters }],
  serviceTypes: (): ReadKey => [PATHS.serviceTypes],
  notifications: (): ReadKey => [PATHS.notifications],
  unreadNotificationCount: (): ReadKey => [PATHS.unreadNotificationCount],
  documents: (filters: DocumentFilters = {}): ReadKey => [PATHS.documents, { ...filters }],
  documentCategories: (): ReadKey => [PATHS.documentCategories],
  flowTemplates: (): ReadKey => [PATHS.flowTemplates],
  actionTemplates: (): ReadKey => [PATHS.actionTemplates],
  libraryFiles: (): ReadKey => [PATHS.libraryFiles],
  clients: (): ReadKey => [PATHS.clients],
  users: (): ReadKey => [PATHS.users],
  feedback: (filters: FeedbackFilters = {}): ReadKey => [PATHS.feedback, { ...filters }],
  feedbackPins: (pageUrl: string): ReadKey => [PATHS.feedback, { pageUrl }],
  /** One entry (GET /api/feedback/{id}): under the feedback path, so every feedback write revalidates it. */
  feedbackEntry: (id: number): ReadKey => [PATHS.feedback, { id }],
  feedbackCount: (): ReadKey => [PATHS.feedbackCount],
  feedbackSummary: (): ReadKey => [PATHS.feedbackSummary],
  /**
   * One page of the paged list. `cursor` is always present (null for the first page), so that a page never shares
   * a cache entry with useFeedback's list of the same filters.
   */
  feedbackPage: (filters: FeedbackFilters, limit: number, cursor: string | null): ReadKey => [
    PATHS.feedback,
    { ...withoutEmpty(filters), limit, cursor },
  ],
}

/** Filters without their unset or empty values: `{ q: '' }` and `{}` are the same list. */
function withoutEmpty(filters: FeedbackFilters): FeedbackFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  )
}

/** SPEC.md §9: the two polled reads. */
export const POLL_INTERVAL_MS = 30_000
