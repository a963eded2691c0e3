import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { feedbackSchema, idParams, noQuery } from '@ledgerline/contracts/schemas'
import { signedIn } from '../../auth/access.js'
import { feedbackService } from '../service.js'

/** One entry with its evidence: internal roles any, anyone else their own; 404 otherwise. */
export const getFeedbackRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'GET',
  path: '/api/feedback/{id}',
  options: {
    auth: signedIn,
    validate: { params: idParams, query: noQuery },
    response: { schema: feedbackSchema },
    handler: (request) => feedbackService.get(request.server.app.db, request.auth.credentials.user!, request.params.id),
  },
}
