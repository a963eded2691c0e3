import type { ServerRoute } from '@hapi/hapi'
import type { AuditListQuery } from '@ledgerline/contracts'
import { auditEventSchema, auditListQuery } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { adminOnly } from '../../auth/access.js'
import { auditService } from '../service.js'

/** The next page's address: the same query with the new cursor (RFC 8288 Link, as the feedback list does). */
function nextLink(query: AuditListQuery, cursor: string): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (key === 'cursor' || value === undefined) continue
    params.set(key, String(value))
  }
  params.set('cursor', cursor)
  return `</api/audit-events?${params.toString()}>; rel="next"`
}

export const listAuditEventsRoute: ServerRoute<{ Query: AuditListQuery }> = {
  method: 'GET',
  path: '/api/audit-events',
  options: {
    auth: adminOnly,
    validate: { query: auditListQuery },
    response: { schema: Joi.array().items(auditEventSchema) },
    async handler(request, h) {
      const page = await auditService.list(request.server.app.db, request.query)
      const response = h.response(page.events)
      if (page.next) response.header('link', nextLink(request.query, page.next))
      return response
    },
  },
}
