import { Readable } from 'node:stream'
import type { AuditEvent } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { auditService, type AuditQuery } from './service.js'

export const AUDIT_EXPORT_FORMATS = ['json', 'csv'] as const
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number]

const COLUMNS = [
  'id',
  'createdAt',
  'actorId',
  'actorLabel',
  'action',
  'targetType',
  'targetId',
  'targetLabel',
  'ip',
  'userAgent',
  'details',
] as const satisfies readonly (keyof AuditEvent)[]

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +, -, @ or
 * control character gets a ' so a spreadsheet never runs a user agent or a name as a formula.
 */
export function csvField(value: AuditEvent[keyof AuditEvent] | undefined): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

async function* csvChunks(events: AsyncIterable<AuditEvent>): AsyncGenerator<string> {
  yield `${COLUMNS.join(',')}\r\n`
  for await (const event of events) yield `${COLUMNS.map((column) => csvField(event[column])).join(',')}\r\n`
}

async function* jsonChunks(events: AsyncIterable<AuditEvent>): AsyncGenerator<string> {
  let first = true
  yield '['
  for await (const event of events) {
    yield `${first ? '' : ','}\n${JSON.stringify(event)}`
    first = false
  }
  yield first ? ']\n' : '\n]\n'
}

/** The audit trail, oldest first, as a JSON array or CSV, read batch by batch (memory stays flat). */
export function streamAuditExport(db: Db, format: AuditExportFormat, filters: AuditQuery): Readable {
  const events = auditService.stream(db, filters)
  return Readable.from(format === 'csv' ? csvChunks(events) : jsonChunks(events), { objectMode: false })
}
