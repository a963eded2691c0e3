import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { emptyPayload, idParams, noQuery } from '@ledgerline/contracts/schemas'
import { actorOf, auditService } from '../../audit/service.js'
import { internalOnly } from '../../auth/access.js'
import { feedbackService } from '../service.js'

export const deleteFeedbackRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'DELETE',
  path: '/api/feedback/{id}',
  options: {
    auth: internalOnly,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    handler: async (request, h) => {
      const { id } = request.params
      await feedbackService.remove(request.server.app.db, id)
      await auditService.record(request.server.app.db, actorOf(request), {
        action: 'feedback.deleted',
        target: { type: 'feedback', id },
      })
      return h.response().code(204)
    },
  },
}
