// Generated from src/schemas/audit.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type { AuditAction } from '../constants.js'

/**
 * One row of the append-only audit trail (GET /api/audit-events, admins only).
 */
export type AuditEvent = {
  id: number
  createdAt: string
  /**
   * The user who acted; null for the CLI operator, an API token or an unknown account.
   */
  actorId: number | null
  /**
   * E-mail of the user, `cli:<login>`, `token:<name>`, or the address tried at a failed sign-in.
   */
  actorLabel: string
  action: AuditAction
  targetType: string | null
  targetId: string | null
  targetLabel: string | null
  ip: string | null
  userAgent: string | null
  details: {
    /**
     * Unknown Property
     */
    [x: string]: unknown
  } | null
}

export type AuditFilters = {
  /**
   * An actor's e-mail (or label) or user id.
   */
  actor?: string
  action?: AuditAction
  /**
   * ISO date or date-time: events at or after.
   */
  since?: string
  /**
   * ISO date or date-time: events before.
   */
  until?: string
}

export type AuditListQuery = {
  /**
   * An actor's e-mail (or label) or user id.
   */
  actor?: string
  action?: AuditAction
  /**
   * ISO date or date-time: events at or after.
   */
  since?: string
  /**
   * ISO date or date-time: events before.
   */
  until?: string
  limit?: number
  cursor?: string
}
