import type { Request, ServerRoute } from '@hapi/hapi'
import type { FeedbackUpdate } from '@ledgerline/sdk/types'
import { internalOnly } from '../../auth/access.js'
import { idParams, noQuery } from '../../models/api-schemas.js'
import { feedbackSchema, feedbackUpdate } from '../schemas.js'
import { feedbackService } from '../service.js'

export const updateFeedbackRoute: ServerRoute = {
  method: 'PATCH',
  path: '/api/feedback/{id}',
  options: {
    auth: internalOnly,
    payload: { allow: 'application/json' },
    validate: { params: idParams, query: noQuery, payload: feedbackUpdate },
    response: { schema: feedbackSchema },
    handler: (request: Request) =>
      feedbackService.update(
        request.server.app.db,
        (request.params as { id: number }).id,
        request.payload as FeedbackUpdate,
        { firmName: request.server.app.config.firm.name },
      ),
  },
}
