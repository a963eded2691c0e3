import type { ServerRoute } from '@hapi/hapi'
import type { MyFeedbackQuery } from '@ledgerline/contracts'
import { feedbackSchema, myFeedbackQuery } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'
import { listMine } from '../mine.js'

/**
 * The signed-in person's own entries, any role; the next page is named by a Link header (RFC 8288). The schema
 * fills in the default limit.
 */
export const mineFeedbackRoute: ServerRoute<{ Query: MyFeedbackQuery & { limit: number } }> = {
  method: 'GET',
  path: '/api/feedback/mine',
  options: {
    auth: signedIn,
    validate: { query: myFeedbackQuery },
    response: { schema: Joi.array().items(feedbackSchema) },
    handler: async (request, h) => {
      const { query } = request
      const { entries, next } = await listMine(request.server.app.db, request.auth.credentials.user!.id, query)
      const response = h.response(entries)
      if (next !== null) {
        const params = new URLSearchParams({ limit: String(query.limit), cursor: next })
        response.header('link', `</api/feedback/mine?${params}>; rel="next"`)
      }
      return response
    },
  },
}
