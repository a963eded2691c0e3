import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import type { FeedbackInput } from '@ledgerline/sdk/types'
import { feedbackInput, feedbackSchema } from '../schemas.js'
import { feedbackService, type Submitter } from '../service.js'
import { siteKeyThrottle } from '../../sites/throttle.js'

/** A signed-in person, or an embedding site by its key (DECISIONS.md §6, §7). */
function submitterOf(request: Request): Submitter {
  const { user, app } = request.auth.credentials
  return user ? { kind: 'user', id: user.id, username: user.username } : { kind: 'site', siteId: app!.id }
}

export const createFeedbackRoute: ServerRoute = {
  method: 'POST',
  path: '/api/feedback',
  options: {
    auth: { strategies: ['session', 'site-key'] },
    payload: { allow: 'application/json' },
    validate: { payload: feedbackInput },
    pre: [siteKeyThrottle],
    response: { status: { 201: feedbackSchema } },
    handler: async (request: Request, h: ResponseToolkit) => {
      const entry = await feedbackService.create(
        request.server.app.db,
        submitterOf(request),
        request.payload as FeedbackInput,
      )
      return h.response(entry).code(201)
    },
  },
}
