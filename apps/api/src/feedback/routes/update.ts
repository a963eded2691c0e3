import type { Request, ServerRoute } from '@hapi/hapi'
import type { FeedbackUpdate } from '@ledgerline/sdk/types'
import { actorOf, auditService } from '../../audit/service.js'
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
    handler: async (request: Request) => {
      const { db } = request.server.app
      const id = (request.params as { id: number }).id
      const change = request.payload as FeedbackUpdate
      const before: { status: string } | undefined = change.status
        ? await db('feedback').where({ id }).first('status')
        : undefined
      const entry = await feedbackService.update(db, id, change, { firmName: request.server.app.config.firm.name })
      if (before && before.status !== entry.status)
        await auditService.record(db, actorOf(request), {
          action: 'feedback.status_changed',
          target: { type: 'feedback', id },
          details: { from: before.status, to: entry.status },
        })
      return entry
    },
  },
}
