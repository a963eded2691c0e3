import type { Request, ServerRoute } from '@hapi/hapi'
import { feedbackSummarySchema, noQuery } from '@ledgerline/contracts/schemas'
import { internalOnly } from '../../auth/access.js'
import { feedbackService } from '../service.js'

/** Entries by status for the management screen's tiles (DECISIONS.md §6). */
export const feedbackSummaryRoute: ServerRoute = {
  method: 'GET',
  path: '/api/feedback/summary',
  options: {
    auth: internalOnly,
    validate: { query: noQuery },
    response: { schema: feedbackSummarySchema },
    handler: (request: Request) => feedbackService.summary(request.server.app.db),
  },
}
