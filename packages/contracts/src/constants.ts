// The API's enumerations and limits (SPEC.md §3, DECISIONS.md §4–§6): the schemas of src/schemas/ validate
// against them and the generated types of src/types/ spell them out. Nothing here imports joi.

export const ROLES = ['admin', 'manager', 'staff', 'client'] as const
export type Role = (typeof ROLES)[number]

export const INTERNAL_ROLES = ['admin', 'manager', 'staff'] as const
export type InternalRole = (typeof INTERNAL_ROLES)[number]

export const PORTALS = ['client', 'staff'] as const
export type Portal = (typeof PORTALS)[number]

export const USER_STATUSES = ['active', 'invited', 'inactive'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const CONVERSATION_STATUSES = ['new', 'in_progress', 'completed', 'overdue'] as const
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number]

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

export const NOTIFICATION_TYPES = ['info', 'warning', 'success', 'error'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** GET /api/environment: what kind of deployment answers; the portal shows a banner except in production. */
export const ENVIRONMENT_KINDS = ['development', 'demo', 'production'] as const
export type EnvironmentKind = (typeof ENVIRONMENT_KINDS)[number]

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

export const WEBHOOK_EVENTS = ['feedback.created', 'feedback.status_changed', 'feedback.deleted'] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_FORMATS = ['json', 'slack', 'github'] as const
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number]

/** How an endpoint's latest delivery went: delivered, retrying (another attempt is due) or failed (given up). */
export const WEBHOOK_DELIVERY_STATES = ['delivered', 'retrying', 'failed'] as const
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number]

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

/** Staff's note to the reporter with a lock or resolve, at most this many characters. */
export const RESOLUTION_NOTE_MAX = 1000

/** GET /api/feedback: the list's page size, by default and at most. */
export const FEEDBACK_PAGE_SIZE = { default: 100, max: 500 } as const

/** GET /api/feedback/mine: the page size, by default and at most. */
export const MY_FEEDBACK_PAGE_SIZE = { default: 50, max: 100 } as const

/** GET /api/feedback/report: the longest failOn expression, and how many top pages, at most and by default. */
export const FEEDBACK_REPORT_LIMITS = { failOn: 500, topPages: 50, defaultTopPages: 10 } as const

export const EXPORT_FORMATS = ['json', 'markdown'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** Issue 17: a report's screenshot, at most this many decoded bytes, of one of these types. */
export const SCREENSHOT_MAX_BYTES = 2_000_000
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number]
/** Issue 17: a report's context holds at most 20 console lines and 20 failed requests, strings of 500 characters. */
export const CONTEXT_LIMITS = { console: 20, network: 20, text: 500 } as const
