// Runtime descriptions of the types of ../types.ts. `Shape<T>` must name every field of T and no other (the
// compiler checks that), and expectShape checks an API answer has exactly those fields with those value kinds:
// together they tie the exported types to what the API really sends.
import { expect } from 'vitest'
import {
  CONVERSATION_STATUSES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_STATUSES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_REPORTER_SOURCES,
  FEEDBACK_STATUSES,
  NOTIFICATION_TYPES,
  ROLES,
  USER_STATUSES,
  type Client,
  type Conversation,
  type Count,
  type CurrentUser,
  type Document,
  type Feedback,
  type EnvironmentInfo,
  type FirmContact,
  type FlowTemplate,
  type LibraryItem,
  type Notification,
  type ServiceType,
  type SetDemoRoleResponse,
  type User,
} from '@ledgerline/sdk'

type Check = (value: unknown) => boolean
export type Shape<T> = { [K in keyof T]-?: Check }

const string: Check = (v) => typeof v === 'string'
const integer: Check = (v) => Number.isInteger(v)
const boolean: Check = (v) => typeof v === 'boolean'
const isoDate: Check = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v)
const oneOf =
  (values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v)
const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check)
const objectOf =
  <T>(shape: Shape<T>): Check =>
  (v) =>
    mismatches(v, shape).length === 0
const percentage: Check = (v) => typeof v === 'number' && v >= 0 && v <= 100

/** What is wrong with `value` as a T: missing or extra fields, fields of the wrong kind. */
function mismatches<T>(value: unknown, shape: Shape<T>): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`not an object: ${JSON.stringify(value)}`]
  const expected = Object.keys(shape)
  const problems = Object.keys(value)
    .filter((k) => !expected.includes(k))
    .map((k) => `unexpected field ${k}`)
  for (const [field, check] of Object.entries(shape) as [string, Check][]) {
    if (!(field in value)) {
      if (!check(undefined)) problems.push(`missing field ${field}`)
    } else if (!check((value as Record<string, unknown>)[field]))
      problems.push(`field ${field} = ${JSON.stringify((value as Record<string, unknown>)[field])}`)
  }
  return problems
}

export function expectShape<T>(value: unknown, shape: Shape<T>, label: string): asserts value is T {
  expect(mismatches(value, shape), label).toEqual([])
}

/** A list of T; it must not be empty, or nothing would have been checked. */
export function expectListOf<T>(value: unknown, shape: Shape<T>, label: string): asserts value is T[] {
  expect(Array.isArray(value), `${label} is a list`).toBe(true)
  expect((value as unknown[]).length, `${label} has entries to check`).toBeGreaterThan(0)
  ;(value as unknown[]).forEach((item, i) => expectShape(item, shape, `${label}[${i}]`))
}

const userFields = {
  id: integer,
  role: nullable(oneOf(ROLES)),
  firstName: nullable(string),
  lastName: nullable(string),
  email: string,
  username: string,
  profileImageUrl: nullable(string),
  vipStatus: boolean,
} satisfies Shape<CurrentUser>

export const shapes = {
  currentUser: userFields,
  user: {
    ...userFields,
    active: boolean,
    status: oneOf(USER_STATUSES),
    mfaEnabled: boolean,
    createdAt: isoDate,
  } satisfies Shape<User>,
  count: { count: (v: unknown) => integer(v) && (v as number) >= 0 } satisfies Shape<Count>,
  setDemoRole: { role: oneOf(ROLES) } satisfies Shape<SetDemoRoleResponse>,
  conversation: {
    id: integer,
    title: string,
    status: oneOf(CONVERSATION_STATUSES),
    assignedTo: nullable(string),
    serviceTypeId: nullable(integer),
    lastActivity: isoDate,
    messageCount: nullable(integer),
    isUnread: boolean,
    lastMessage: nullable(objectOf<{ senderName: string; content: string }>({ senderName: string, content: string })),
  } satisfies Shape<Conversation>,
  serviceType: { id: integer, name: string } satisfies Shape<ServiceType>,
  notification: {
    id: integer,
    type: oneOf(NOTIFICATION_TYPES),
    title: string,
    description: nullable(string),
    read: boolean,
    createdAt: isoDate,
  } satisfies Shape<Notification>,
  document: {
    id: integer,
    clientId: integer,
    filename: string,
    type: string,
    size: integer,
    uploadedBy: string,
    uploadedDate: isoDate,
    status: oneOf(DOCUMENT_STATUSES),
    thumbnail: nullable(string),
    category: nullable(oneOf(DOCUMENT_CATEGORIES)),
    subCategory: nullable(string),
    tags: arrayOf(string),
    confidence: nullable(percentage),
    extractedText: nullable(string),
    isManuallyTagged: boolean,
  } satisfies Shape<Document>,
  flowTemplate: {
    id: integer,
    title: string,
    description: string,
    author: string,
    isShared: boolean,
    lastModified: isoDate,
  } satisfies Shape<FlowTemplate>,
  libraryItem: {
    id: integer,
    name: string,
    type: string,
    owner: string,
    lastModified: isoDate,
    size: integer,
  } satisfies Shape<LibraryItem>,
  client: {
    id: integer,
    firstName: string,
    lastName: string,
    email: string,
    phone: nullable(string),
    address: nullable(string),
    profileImageUrl: nullable(string),
    isVip: boolean,
  } satisfies Shape<Client>,
  firmContact: {
    name: string,
    email: string,
    phone: string,
    address: string,
    officeHours: string,
  } satisfies Shape<FirmContact>,
  environment: { environment: oneOf(['development', 'demo', 'production'] as const) } satisfies Shape<EnvironmentInfo>,
  feedback: {
    id: integer,
    message: string,
    reporterName: string,
    reporterSource: oneOf(FEEDBACK_REPORTER_SOURCES),
    pageUrl: string,
    status: oneOf(FEEDBACK_STATUSES),
    priority: oneOf(FEEDBACK_PRIORITIES),
    category: oneOf(FEEDBACK_CATEGORIES),
    subcategory: nullable(string),
    elementText: nullable(string),
    elementSelector: nullable(string),
    positionX: nullable(integer),
    positionY: nullable(integer),
    elementBounds: nullable(
      (v) => typeof v === 'string' && ['x', 'y', 'width', 'height'].every((k) => typeof JSON.parse(v)[k] === 'number'),
    ),
    createdAt: isoDate,
    resolutionNote: nullable(string),
    statusChangedAt: isoDate,
    screenshotUrl: nullable((v) => typeof v === 'string' && /^\/api\/feedback\/\d+\/screenshot$/.test(v)),
    context: nullable((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
  } satisfies Shape<Feedback>,
}
