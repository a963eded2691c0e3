import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
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
      await feedbackService.remove(request.server.app.db, (request.params as { id: number }).id)
      return h.response().code(204)
    },
  },
}
