import type { Request, ServerRoute } from '@hapi/hapi'
import { countSchema, noQuery } from '@ledgerline/contracts/schemas'
import { signedIn } from '../../auth/access.js'
import { feedbackService } from '../service.js'

export const countFeedbackRoute: ServerRoute = {
  method: 'GET',
  path: '/api/feedback/count',
  options: {
    auth: signedIn,
    validate: { query: noQuery },
    response: { schema: countSchema },
    handler: (request: Request) => feedbackService.countOpen(request.server.app.db),
  },
}
