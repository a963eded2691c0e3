// Shapes of what the Ledgerline API sends and accepts (SPEC.md §3, DECISIONS.md §4–§6).
// Dates travel as ISO 8601 strings.

export const ROLES = ['admin', 'manager', 'staff', 'client'] as const
export type Role = (typeof ROLES)[number]

export const INTERNAL_ROLES = ['admin', 'manager', 'staff'] as const
export type InternalRole = (typeof INTERNAL_ROLES)[number]

export type Portal = 'client' | 'staff'

/** GET /api/auth/user */
export interface CurrentUser {
  id: number
  role: Role | null
  firstName: string | null
  lastName: string | null
  email: string
  username: string
  profileImageUrl: string | null
  vipStatus: boolean
}

/** GET /api/users: never carries a password hash or any secret. */
export interface User {
  id: number
  role: Role | null
  firstName: string | null
  lastName: string | null
  email: string
  username: string
  profileImageUrl: string | null
  vipStatus: boolean
  /** A deactivated user cannot sign in; their sessions end. */
  active: boolean
  /** inactive: deactivated; invited: has not set a password from the invitation yet. */
  status: UserStatus
  /** Signs in with an authenticator app code. */
  mfaEnabled: boolean
  createdAt: string
}

export const USER_STATUSES = ['active', 'invited', 'inactive'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/** PATCH /api/users/{id} (admins only). */
export interface UserUpdate {
  role?: Role
  active?: boolean
}

/** DELETE /api/users/{id}/sessions */
export interface EndedSessions {
  ended: number
}

export interface LoginInput {
  email: string
  password: string
  portal: Portal
}

export interface DomainAuthInput {
  username: string
  password: string
}

export interface SetDemoRoleResponse {
  role: Role
}

export interface Count {
  count: number
}

export const CONVERSATION_STATUSES = ['new', 'in_progress', 'completed', 'overdue'] as const
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number]

export interface Conversation {
  id: number
  title: string
  status: ConversationStatus
  assignedTo: string | null
  serviceTypeId: number | null
  lastActivity: string
  messageCount: number | null
  isUnread: boolean
  lastMessage: { senderName: string; content: string } | null
}

export interface ConversationFilters {
  status?: ConversationStatus
  serviceTypeId?: number
  assignedTo?: string
  /** Matches title or assignee, case-insensitive. */
  q?: string
}

export interface ServiceType {
  id: number
  name: string
}

export const NOTIFICATION_TYPES = ['info', 'warning', 'success', 'error'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export interface Notification {
  id: number
  type: NotificationType
  title: string
  description: string | null
  read: boolean
  createdAt: string
}

export const DOCUMENT_STATUSES = ['uploaded', 'processing', 'processed', 'verified'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

export const DOCUMENT_CATEGORIES = [
  'Tax Forms',
  'Business Expenses',
  'Income Documentation',
  'Bank Statements',
  'Legal Documents',
  'Insurance',
  'Property Documents',
  'Other',
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

export interface Document {
  id: number
  clientId: number
  filename: string
  /** MIME type, e.g. application/pdf */
  type: string
  /** Size in bytes. */
  size: number
  uploadedBy: string
  uploadedDate: string
  status: DocumentStatus
  thumbnail: string | null
  category: DocumentCategory | null
  subCategory: string | null
  tags: string[]
  /** 0–100 */
  confidence: number | null
  extractedText: string | null
  isManuallyTagged: boolean
}

export interface DocumentFilters {
  /** Internal roles only: one client's documents. */
  clientId?: number
}

export interface FlowTemplate {
  id: number
  title: string
  description: string
  author: string
  isShared: boolean
  lastModified: string
}

/** Action templates and library files share this shape. */
export interface LibraryItem {
  id: number
  name: string
  type: string
  owner: string
  lastModified: string
  /** Size in bytes. */
  size: number
}
export type ActionTemplate = LibraryItem
export type LibraryFile = LibraryItem

export interface Client {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string | null
  address: string | null
  profileImageUrl: string | null
  isVip: boolean
}

/** The firm's contact card, from configuration (DECISIONS.md §11). */
export interface FirmContact {
  name: string
  email: string
  phone: string
  address: string
  officeHours: string
}

/** GET /api/environment: what kind of deployment answers; the portal shows a banner except in production. */
export type EnvironmentKind = 'development' | 'demo' | 'production'
export interface EnvironmentInfo {
  environment: EnvironmentKind
}

export const FEEDBACK_STATUSES = ['open', 'locked', 'resolved'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export const FEEDBACK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number]

export const FEEDBACK_SUBCATEGORIES = {
  broken: ['error', 'display', 'functionality', 'data', 'performance'],
  navigation: ['hard-to-find', 'confusing', 'layout', 'links', 'mobile', 'accessibility'],
  improvement: ['workflow', 'design', 'clarity', 'automation'],
  update: ['text', 'images', 'data', 'links'],
  feature: ['integration', 'report', 'tool', 'communication'],
} as const
export type FeedbackCategory = keyof typeof FEEDBACK_SUBCATEGORIES
export const FEEDBACK_CATEGORIES = [
  'broken',
  'improvement',
  'update',
  'feature',
  'navigation',
] as const satisfies readonly FeedbackCategory[]
export type FeedbackSubcategory = (typeof FEEDBACK_SUBCATEGORIES)[FeedbackCategory][number]

export const FEEDBACK_LOCATIONS = ['header', 'hero', 'content', 'sidebar', 'footer', 'specific'] as const
export type FeedbackLocation = (typeof FEEDBACK_LOCATIONS)[number]

/** Limits enforced by the API (DECISIONS.md §5). */
export const FEEDBACK_LIMITS = {
  message: 5000,
  reporterName: 200,
  elementText: 100,
  elementSelector: 1000,
  pageUrl: 2048,
} as const

/**
 * Where reporterName came from: the signed-in user's account, typed by a signed-in user, or sent
 * through an embedding site's key (typed by an anonymous visitor, or "Anonymous").
 */
export const FEEDBACK_REPORTER_SOURCES = ['account', 'typed', 'site'] as const
export type FeedbackReporterSource = (typeof FEEDBACK_REPORTER_SOURCES)[number]

export interface Feedback {
  id: number
  message: string
  reporterName: string
  reporterSource: FeedbackReporterSource
  pageUrl: string
  status: FeedbackStatus
  priority: FeedbackPriority
  category: FeedbackCategory
  subcategory: string | null
  elementText: string | null
  elementSelector: string | null
  positionX: number | null
  positionY: number | null
  /** JSON text of {x, y, width, height} */
  elementBounds: string | null
  createdAt: string
  /** Staff's note to the reporter from the last lock or resolve ('Fixed in today's release'), or null. */
  resolutionNote?: string | null
  /** When the status last changed (the creation time until it first does). */
  statusChangedAt?: string
}

export interface FeedbackInput {
  message: string
  category: FeedbackCategory
  subcategory?: string | null
  priority?: FeedbackPriority
  pageUrl: string
  reporterName?: string | null
  elementText?: string | null
  elementSelector?: string | null
  positionX?: number | null
  positionY?: number | null
  elementBounds?: string | null
  /** A site visitor's address to be told when staff lock or resolve the entry (site-key submissions only). */
  notifyEmail?: string | null
}

export const RESOLUTION_NOTE_MAX = 1000

export interface FeedbackUpdate {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /** With a status change: staff's note to the reporter, at most 1000 characters. */
  note?: string | null
}

/** GET /api/feedback/mine: the signed-in person's own entries, newest first. */
export interface MyFeedbackQuery {
  /** 1–100, default 50. */
  limit?: number
  /** The `cursor` of a previous page's Link header. */
  cursor?: string
}

export interface FeedbackFilters {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /** Matches message, reporter name and page URL. */
  q?: string
  /** ISO date or date-time: entries created at or after it. */
  since?: string
}

/** GET /api/feedback without pageUrl: one page of the list, newest first (DECISIONS.md §6). */
export interface FeedbackPageQuery extends FeedbackFilters {
  /** 1–500; the server's default is 100. */
  limit?: number
  /** The opaque cursor of the page before (FeedbackPage.nextCursor); none for the first page. */
  cursor?: string | null
}

export interface FeedbackPage {
  entries: Feedback[]
  /** The cursor of the next page, or null on the last page. */
  nextCursor: string | null
  /** The next page's address as the `Link: <…>; rel="next"` header names it, or null on the last page. */
  next: string | null
}

/** GET /api/feedback/summary */
export interface FeedbackSummary {
  total: number
  open: number
  locked: number
  resolved: number
}

export type ExportFormat = 'json' | 'markdown'

export interface ExportFilters {
  status?: FeedbackStatus
  priority?: FeedbackPriority
  /** ISO date or date-time: entries created at or after it. */
  since?: string
}

/** Boom's error body. */
export interface ErrorBody {
  statusCode: number
  error: string
  message: string
}

/** GET /api/feedback/report: a pipeline's summary of the feedback (`ledgerline report`). */
export interface FeedbackReportQuery {
  /** ISO date or date-time: `newSince` counts and lists the entries created at or after it. */
  since?: string
  /** Conditions such as `priority>=high,status=open`: `failOn` counts the entries matching all of them. */
  failOn?: string
  /** How many pages `topPages` lists (1–50, default 10). */
  top?: number
}

/** An entry as a report lists it: enough to find it, never the whole message. */
export interface FeedbackReportEntry {
  id: number
  createdAt: string
  status: FeedbackStatus
  priority: FeedbackPriority
  category: FeedbackCategory
  pageUrl: string
  /** The message's first line, at most 120 characters. */
  summary: string
}

export interface FeedbackReport {
  generatedAt: string
  total: number
  byStatus: Record<FeedbackStatus, number>
  byPriority: Record<FeedbackPriority, number>
  byCategory: Record<FeedbackCategory, number>
  topPages: Array<{ pageUrl: string; count: number }>
  /** Present when `since` was given: the entries created at or after it (newest first, at most 20 listed). */
  newSince: { since: string; count: number; entries: FeedbackReportEntry[] } | null
  /** Present when `failOn` was given: the entries matching every condition (most urgent first, at most 20 listed). */
  failOn: { expression: string; count: number; entries: FeedbackReportEntry[] } | null
}

export const WEBHOOK_EVENTS = ['feedback.created', 'feedback.status_changed', 'feedback.deleted'] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_FORMATS = ['json', 'slack', 'github'] as const
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number]

/** What a `json` webhook receives (DECISIONS.md §12), signed in `Ledgerline-Signature`. */
export interface WebhookEvent {
  /** `evt_…`: the same on every retry of one delivery, so a receiver can drop repeats. */
  id: string
  type: WebhookEventType | 'webhook.test'
  createdAt: string
  /** The entry (`Feedback`); for feedback.status_changed also `previousStatus`; for feedback.deleted only `{id}`. */
  data: Record<string, unknown>
}

/** GET /api/webhooks (admin): an endpoint and how its latest delivery went; never its secret. */
export interface WebhookEndpoint {
  id: number
  url: string
  events: WebhookEventType[]
  format: WebhookFormat
  createdAt: string
  lastAttemptAt: string | null
  /** delivered, retrying (the receiver failed; another attempt is due) or failed (given up). */
  lastStatus: 'delivered' | 'retrying' | 'failed' | null
  lastStatusCode: number | null
  lastError: string | null
}

export interface WebhookEndpointInput {
  url: string
  events: WebhookEventType[]
  format?: WebhookFormat
}

// Production accounts: audit trail, invitations, password reset, second factor (issue 19).

export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.mfa_used',
  'auth.recovery_code_used',
  'auth.mfa_failed',
  'user.invited',
  'user.invitation_accepted',
  'user.password_reset_requested',
  'user.password_reset',
  'user.mfa_enrolled',
  'user.mfa_disabled',
  'user.role_changed',
  'user.deactivated',
  'user.activated',
  'user.sessions_ended',
  'feedback.status_changed',
  'feedback.deleted',
  'feedback.exported',
  'token.created',
  'token.used',
  'token.revoked',
  'site.added',
  'site.removed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** One row of the append-only audit trail (GET /api/audit-events, admins only). */
export interface AuditEvent {
  id: number
  createdAt: string
  /** The user who acted; null for the CLI operator, an API token or an unknown account. */
  actorId: number | null
  /** E-mail of the user, `cli:<login>`, `token:<name>`, or the address tried at a failed sign-in. */
  actorLabel: string
  action: AuditAction
  targetType: string | null
  targetId: string | null
  targetLabel: string | null
  ip: string | null
  userAgent: string | null
  details: Record<string, unknown> | null
}

export interface AuditFilters {
  /** An actor's e-mail (or label) or user id. */
  actor?: string
  action?: AuditAction
  /** ISO date or date-time: events at or after. */
  since?: string
  /** ISO date or date-time: events before. */
  until?: string
}

/** POST /api/users/invitations (admins only). A client invitation names its client record. */
export interface InvitationInput {
  email: string
  firstName: string
  lastName: string
  role: Role
  clientId?: number
}

/** POST /api/invitations/check and /api/auth/password-reset/check: whom a link is for. */
export interface AccountLinkInfo {
  email: string
  firstName: string | null
  lastName: string | null
  expiresAt: string
}

/** POST /api/auth/login answers this (202) instead of the user when a second factor is due: no session yet. */
export interface SecondFactorRequired {
  mfaRequired: true
  /** The account must set up an authenticator app first (internal roles when REQUIRE_MFA is on). */
  enrol: boolean
}

/** GET /api/auth/settings: read before sign-in. */
export interface AuthSettings {
  demoMode: boolean
  requireMfa: boolean
}

export interface MfaEnrolment {
  secret: string
  otpauthUrl: string
  /** An SVG QR code of otpauthUrl. */
  qrCodeSvg: string
}

export interface MfaEnrolled {
  /** Shown once: 10 single-use codes for when the phone is lost. */
  recoveryCodes: string[]
  user: CurrentUser
}

export interface MfaStatus {
  enabled: boolean
  required: boolean
  recoveryCodesLeft: number
}

export interface PasswordResetRequested {
  message: string
}

/** A page of a keyset-paged list: `next` is the cursor of the following page (from the Link header). */
export interface Page<T> {
  items: T[]
  next: string | null
}

/** Issue 17: what a report may carry besides its message. Each part is optional and the reporter can remove it. */
export const SCREENSHOT_MAX_BYTES = 2_000_000
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number]
export const CONTEXT_LIMITS = { console: 20, network: 20, text: 500 } as const

export interface FeedbackConsoleLine {
  level: 'error' | 'warn'
  /** Scrubbed in the browser before it is sent; at most CONTEXT_LIMITS.text characters. */
  message: string
  /** ISO date-time. */
  at: string
}

export interface FeedbackNetworkFailure {
  method: string
  /** Without query string or fragment. */
  url: string
  /** 0 when the request never got an answer. */
  status: number
}

/** Collected only when the site or portal turns it on; every field optional. */
export interface FeedbackContext {
  browser?: string
  os?: string
  /** "1366x850" */
  viewport?: string
  language?: string
  timeZone?: string
  title?: string
  referrer?: string
  console?: FeedbackConsoleLine[]
  network?: FeedbackNetworkFailure[]
}

/** The optional evidence of a submission: `screenshot` is a data: URL (base64) of a PNG, JPEG or WebP image. */
export interface FeedbackEvidenceInput {
  screenshot?: string | null
  context?: FeedbackContext | null
}

/** What a stored entry says about its evidence. */
export interface FeedbackEvidence {
  /** API path of the image (`/api/feedback/{id}/screenshot`), resolved against the API's base URL; null when none. */
  screenshotUrl: string | null
  context: FeedbackContext | null
}
