import Boom from '@hapi/boom'
import type { ReqRef, Request, ServerRoute } from '@hapi/hapi'
import { feedbackSchema, submissionHeaders } from '@ledgerline/contracts/schemas'
import { clientAddress } from '../../platform/security.js'
import { siteKeyThrottle } from '../../sites/throttle.js'
import { SCREENSHOT_DATA_URL_MAX } from '../screenshot.js'
import { feedbackService, type Submitter, type SubmissionInput } from '../service.js'
import { isScreenshotTooLarge, submissionInput } from '../submission.js'

/** A signed-in person, or an embedding site by its key from the caller's address (DECISIONS.md §6, §7). */
function submitterOf<Refs extends ReqRef>(request: Request<Refs>): Submitter {
  const { user, app } = request.auth.credentials
  return user
    ? { kind: 'user', id: user.id, username: user.username }
    : { kind: 'site', siteId: app!.id, address: clientAddress(request) }
}

/**
 * The fields of a submission without evidence (64 KiB, as every route: server.ts's MAX_PAYLOAD_BYTES), plus the
 * longest screenshot data: URL and the longest context (47 strings of 500 characters, at most 6 bytes a character
 * once JSON-escaped, with their keys): about 2.9 MB.
 */
export const SUBMISSION_MAX_BYTES = 64 * 1024 + SCREENSHOT_DATA_URL_MAX + 192 * 1024

/** 201 once the entry's batch is committed; 200 with the original entry for a repeated Idempotency-Key. */
export const createFeedbackRoute: ServerRoute<{ Payload: SubmissionInput }> = {
  method: 'POST',
  path: '/api/feedback',
  options: {
    auth: { strategies: ['session', 'site-key'] },
    payload: { allow: 'application/json', maxBytes: SUBMISSION_MAX_BYTES },
    validate: {
      payload: submissionInput,
      headers: submissionHeaders,
      failAction: (_request, _h, error) => {
        const message = error instanceof Error ? error.message : 'Invalid request'
        throw isScreenshotTooLarge(error) ? Boom.entityTooLarge(message) : Boom.badRequest(message)
      },
    },
    // Site-key submissions are counted per site and address before anything is written.
    pre: [siteKeyThrottle<{ Payload: SubmissionInput }>()],
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
