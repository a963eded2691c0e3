import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'
import { encodeCursor, feedbackListQuery, feedbackSchema } from '../schemas.js'
import { feedbackService, type FeedbackPageQuery } from '../service.js'

type ListQuery = FeedbackPageQuery & { pageUrl?: string }

/** The next page's address (RFC 8288): the same filters and limit, and the cursor where this page ended. */
function nextLink(request: Request, cursor: number): string {
  const { status, priority, q, since, limit } = request.query as ListQuery
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries({ status, priority, q, since, limit }))
    if (value !== undefined && value !== '') params.set(name, String(value))
  params.set('cursor', encodeCursor(cursor))
  return `<${request.path}?${params.toString()}>; rel="next"`
}

/**
 * With pageUrl: the page's pins (internal roles all, anyone else their own). Without: a page of the list,
 * newest first, internal roles only (checked by the service); a Link header names the next page.
 */
export const listFeedbackRoute: ServerRoute = {
  method: 'GET',
  path: '/api/feedback',
  options: {
    auth: signedIn,
    validate: { query: feedbackListQuery },
    response: { schema: Joi.array().items(feedbackSchema) },
    handler: async (request: Request, h: ResponseToolkit) => {
      const page = await feedbackService.listFor(request.server.app.db, request.auth.credentials.user!, request.query)
      const response = h.response(page.entries)
      return page.next === undefined ? response : response.header('link', nextLink(request, page.next))
    },
  },
}
