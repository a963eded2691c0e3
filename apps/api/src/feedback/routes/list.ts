import type { Request, ServerRoute } from '@hapi/hapi'
import type { FeedbackFilters } from '@ledgerline/sdk/types'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'
import { feedbackListQuery, feedbackSchema } from '../schemas.js'
import { feedbackService } from '../service.js'

/** With pageUrl: the page's pins, for anyone signed in. Without: the full list, internal roles only (checked by the service). */
export const listFeedbackRoute: ServerRoute = {
  method: 'GET',
  path: '/api/feedback',
  options: {
    auth: signedIn,
    validate: { query: feedbackListQuery },
    response: { schema: Joi.array().items(feedbackSchema) },
    handler: (request: Request) =>
      feedbackService.listFor(
        request.server.app.db,
        request.auth.credentials.user!,
        request.query as FeedbackFilters & { pageUrl?: string },
      ),
  },
}
