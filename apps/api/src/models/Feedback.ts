import type { Feedback as ApiFeedback } from '@ledgerline/contracts'
import { parseContext, screenshotPath } from '../feedback/evidence.js'
import { BaseModel } from './BaseModel.js'

/** A row of `feedback`: the fields the API shows have the contract's types (@ledgerline/contracts). */
export class Feedback extends BaseModel {
  static override tableName = 'feedback'
  static override dateColumns = ['createdAt', 'updatedAt', 'statusChangedAt']
  static override booleanColumns = ['hasScreenshot']

  declare id: ApiFeedback['id']
  declare message: ApiFeedback['message']
  declare reporterName: ApiFeedback['reporterName']
  declare reporterSource: ApiFeedback['reporterSource']
  declare pageUrl: ApiFeedback['pageUrl']
  declare status: ApiFeedback['status']
  declare priority: ApiFeedback['priority']
  declare category: ApiFeedback['category']
  declare subcategory: ApiFeedback['subcategory']
  declare elementText: ApiFeedback['elementText']
  declare elementSelector: ApiFeedback['elementSelector']
  declare positionX: ApiFeedback['positionX']
  declare positionY: ApiFeedback['positionY']
  declare elementBounds: ApiFeedback['elementBounds']
  declare userId: number | null
  declare siteId: number | null
  declare resolutionNote: NonNullable<ApiFeedback['resolutionNote']> | null
  declare statusChangedAt: string | null
  declare notifyEmail: string | null
  /** `user:<id>` or `site:<id>:<address>`: whose Idempotency-Key it is. */
  declare idempotencyScope: string | null
  declare idempotencyKey: string | null
  declare createdAt: ApiFeedback['createdAt']
  declare updatedAt: string
  /** JSON text of the FeedbackContext (issue 17). */
  declare context: string | null
  declare hasScreenshot: boolean

  toApi(): ApiFeedback {
    return toApiFeedback(this)
  }
}

/**
 * Every column of a feedback row and who uses it: `api`, the API shape (queries that read rows without the
 * model: the list, the pins, the export); `submitted`, what a submission writes (the group-committed INSERT of
 * feedback/writer.ts); `both`. One list, so a new column is named once.
 */
const FEEDBACK_COLUMNS = {
  id: 'api',
  message: 'both',
  reporterName: 'both',
  reporterSource: 'both',
  pageUrl: 'both',
  status: 'both',
  priority: 'both',
  category: 'both',
  subcategory: 'both',
  elementText: 'both',
  elementSelector: 'both',
  positionX: 'both',
  positionY: 'both',
  elementBounds: 'both',
  userId: 'submitted',
  siteId: 'submitted',
  notifyEmail: 'submitted',
  idempotencyScope: 'submitted',
  idempotencyKey: 'submitted',
  createdAt: 'both',
  updatedAt: 'submitted',
  resolutionNote: 'api',
  statusChangedAt: 'api',
  context: 'both',
  hasScreenshot: 'both',
} as const satisfies Partial<Record<keyof Feedback, 'api' | 'submitted' | 'both'>>

type FeedbackColumn = keyof typeof FEEDBACK_COLUMNS
type ColumnsOf<Use extends 'api' | 'submitted'> = {
  [K in FeedbackColumn]: (typeof FEEDBACK_COLUMNS)[K] extends Use | 'both' ? K : never
}[FeedbackColumn]

const columnsFor = <Use extends 'api' | 'submitted'>(use: Use) =>
  (Object.keys(FEEDBACK_COLUMNS) as FeedbackColumn[]).filter(
    (column): column is ColumnsOf<Use> => FEEDBACK_COLUMNS[column] !== (use === 'api' ? 'submitted' : 'api'),
  )

/** The columns of the API shape, for queries that read rows without the model. */
export const API_COLUMNS: readonly ColumnsOf<'api'>[] = columnsFor('api')

/** The columns a submission writes. */
export const SUBMITTED_COLUMNS: readonly ColumnsOf<'submitted'>[] = columnsFor('submitted')

/** The API shape of a feedback row, from a model or a raw streamed row (the export). */
export function toApiFeedback(row: Record<string, unknown> | Feedback): ApiFeedback {
  const r = row as Record<string, unknown>
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))
  return {
    id: Number(r.id),
    message: r.message as string,
    reporterName: r.reporterName as string,
    reporterSource: r.reporterSource as ApiFeedback['reporterSource'],
    pageUrl: r.pageUrl as string,
    status: r.status as ApiFeedback['status'],
    priority: r.priority as ApiFeedback['priority'],
    category: r.category as ApiFeedback['category'],
    subcategory: (r.subcategory as string | null) ?? null,
    elementText: (r.elementText as string | null) ?? null,
    elementSelector: (r.elementSelector as string | null) ?? null,
    positionX: r.positionX === null || r.positionX === undefined ? null : Number(r.positionX),
    positionY: r.positionY === null || r.positionY === undefined ? null : Number(r.positionY),
    elementBounds: (r.elementBounds as string | null) ?? null,
    createdAt: iso(r.createdAt),
    resolutionNote: (r.resolutionNote as string | null) ?? null,
    // An entry whose status never changed has had it since it was created.
    statusChangedAt: iso(r.statusChangedAt ?? r.createdAt),
    // SQLite stores the flag as 0/1, PostgreSQL as a boolean.
    screenshotUrl: r.hasScreenshot ? screenshotPath(Number(r.id)) : null,
    context: parseContext(r.context),
  }
}
