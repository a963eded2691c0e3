import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import Joi from 'joi'
import { adminOnly } from '../../auth/access.js'
import { auditEventSchema, auditListQuery } from '../schemas.js'
import { auditService } from '../service.js'

/** The next page's address: the same query with the new cursor (RFC 8288 Link, as the feedback list does). */
function nextLink(request: Request, cursor: string): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(request.query as Record<string, string | number | Date | undefined>)) {
    if (key === 'cursor' || value === undefined) continue
    params.set(key, value instanceof Date ? value.toISOString() : String(value))
  }
  params.set('cursor', cursor)
  return `</api/audit-events?${params.toString()}>; rel="next"`
}

export const listAuditEventsRoute: ServerRoute = {
  method: 'GET',
  path: '/api/audit-events',
  options: {
    auth: adminOnly,
    validate: { query: auditListQuery },
    response: { schema: Joi.array().items(auditEventSchema) },
    async handler(request: Request, h: ResponseToolkit) {
      const page = await auditService.list(request.server.app.db, request.query)
      const response = h.response(page.events)
      if (page.next) response.header('link', nextLink(request, page.next))
      return response
    },
  },
}
