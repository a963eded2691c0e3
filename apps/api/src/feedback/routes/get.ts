import type { Request, ServerRoute } from '@hapi/hapi'
import { signedIn } from '../../auth/access.js'
import { idParams, noQuery } from '../../models/api-schemas.js'
import { feedbackSchema } from '../schemas.js'
import { feedbackService } from '../service.js'

/** One entry with its evidence: internal roles any, anyone else their own; 404 otherwise. */
export const getFeedbackRoute: ServerRoute = {
  method: 'GET',
  path: '/api/feedback/{id}',
  options: {
    auth: signedIn,
    validate: { params: idParams, query: noQuery },
    response: { schema: feedbackSchema },
    handler: (request: Request) =>
      feedbackService.get(request.server.app.db, request.auth.credentials.user!, (request.params as { id: number }).id),
  },
}
