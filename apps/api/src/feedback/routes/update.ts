import type { ServerRoute } from '@hapi/hapi'
import type { FeedbackUpdate, IdParams } from '@ledgerline/contracts'
import { feedbackSchema, feedbackUpdate, idParams, noQuery } from '@ledgerline/contracts/schemas'
import { actorOf, auditService } from '../../audit/service.js'
import { internalOnly } from '../../auth/access.js'
import { feedbackService } from '../service.js'

export const updateFeedbackRoute: ServerRoute<{ Params: IdParams; Payload: FeedbackUpdate }> = {
  method: 'PATCH',
  path: '/api/feedback/{id}',
  options: {
    auth: internalOnly,
    payload: { allow: 'application/json' },
    validate: { params: idParams, query: noQuery, payload: feedbackUpdate },
    response: { schema: feedbackSchema },
    handler: async (request) => {
      const { db } = request.server.app
      const { id } = request.params
      const change = request.payload
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
