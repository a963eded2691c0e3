import type { ServerRoute } from '@hapi/hapi'
import type { FeedbackListQuery } from '@ledgerline/contracts'
import { encodeCursor, feedbackListQuery, feedbackSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'
import { feedbackService, type FeedbackPageQuery } from '../service.js'

/** The query as the schema hands it over: the cursor decoded to the id it names. */
type ListQuery = FeedbackPageQuery & Pick<FeedbackListQuery, 'pageUrl'>

/** The next page's address (RFC 8288): the same filters and limit, and the cursor where this page ended. */
function nextLink(path: string, { status, priority, q, since, limit }: ListQuery, cursor: number): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries({ status, priority, q, since, limit }))
    if (value !== undefined && value !== '') params.set(name, String(value))
  params.set('cursor', encodeCursor(cursor))
  return `<${path}?${params.toString()}>; rel="next"`
}

/**
 * With pageUrl: the page's pins (internal roles all, anyone else their own). Without: a page of the list,
 * newest first, internal roles only (checked by the service); a Link header names the next page.
 */
export const listFeedbackRoute: ServerRoute<{ Query: ListQuery }> = {
  method: 'GET',
  path: '/api/feedback',
  options: {
    auth: signedIn,
    validate: { query: feedbackListQuery },
    response: { schema: Joi.array().items(feedbackSchema) },
    handler: async (request, h) => {
      const page = await feedbackService.listFor(request.server.app.db, request.auth.credentials.user!, request.query)
      const response = h.response(page.entries)
      return page.next === undefined
        ? response
        : response.header('link', nextLink(request.path, request.query, page.next))
    },
  },
}
