import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { actorOf, auditService } from '../../audit/service.js'
import { internalOnly } from '../../auth/access.js'
import { emptyPayload, idParams, noQuery } from '../../models/api-schemas.js'
import { feedbackService } from '../service.js'

export const deleteFeedbackRoute: ServerRoute = {
  method: 'DELETE',
  path: '/api/feedback/{id}',
  options: {
    auth: internalOnly,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    handler: async (request: Request, h: ResponseToolkit) => {
      const id = (request.params as { id: number }).id
      await feedbackService.remove(request.server.app.db, id)
      await auditService.record(request.server.app.db, actorOf(request), {
        action: 'feedback.deleted',
        target: { type: 'feedback', id },
      })
      return h.response().code(204)
    },
  },
}
