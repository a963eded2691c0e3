import type { ReqRef, Request, ServerRoute } from '@hapi/hapi'
import type { FeedbackInput } from '@ledgerline/contracts'
import { feedbackInput, feedbackSchema, submissionHeaders } from '@ledgerline/contracts/schemas'
import { clientAddress } from '../../platform/security.js'
import { siteKeyThrottle } from '../../sites/throttle.js'
import { feedbackService, type Submitter } from '../service.js'

/** A signed-in person, or an embedding site by its key from the caller's address (DECISIONS.md §6, §7). */
function submitterOf<Refs extends ReqRef>(request: Request<Refs>): Submitter {
  const { user, app } = request.auth.credentials
  return user
    ? { kind: 'user', id: user.id, username: user.username }
    : { kind: 'site', siteId: app!.id, address: clientAddress(request) }
}

/** 201 once the entry's batch is committed; 200 with the original entry for a repeated Idempotency-Key. */
export const createFeedbackRoute: ServerRoute<{ Payload: FeedbackInput }> = {
  method: 'POST',
  path: '/api/feedback',
  options: {
    auth: { strategies: ['session', 'site-key'] },
    payload: { allow: 'application/json' },
    validate: { payload: feedbackInput, headers: submissionHeaders },
    // Site-key submissions are counted per site and address before anything is written.
    pre: [siteKeyThrottle],
    response: { status: { 200: feedbackSchema, 201: feedbackSchema } },
    handler: async (request, h) => {
      const { entry, created } = await feedbackService.submit(
        request.server.app.db,
        submitterOf(request),
        request.payload,
        request.headers['idempotency-key'] as string | undefined,
      )
      return h.response(entry).code(created ? 201 : 200)
    },
  },
}
