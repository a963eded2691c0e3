import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'
import { listMine, MINE_DEFAULT_LIMIT, MINE_MAX_LIMIT } from '../mine.js'
import { feedbackSchema } from '../schemas.js'

const mineQuery = Joi.object({
  limit: Joi.number().integer().min(1).max(MINE_MAX_LIMIT).default(MINE_DEFAULT_LIMIT),
  cursor: Joi.string().max(100),
})

/** The signed-in person's own entries, any role; the next page is named by a Link header (RFC 8288). */
export const mineFeedbackRoute: ServerRoute = {
  method: 'GET',
  path: '/api/feedback/mine',
  options: {
    auth: signedIn,
    validate: { query: mineQuery },
    response: { schema: Joi.array().items(feedbackSchema) },
    handler: async (request: Request, h: ResponseToolkit) => {
      const query = request.query as { limit: number; cursor?: string }
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
