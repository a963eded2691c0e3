import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { idParams, noQuery } from '@ledgerline/contracts/schemas'
import { signedIn } from '../../auth/access.js'
import { feedbackService } from '../service.js'

/** An image document may show itself and nothing else: no script, no plugin, no frame, sandboxed. */
export const SCREENSHOT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }

/**
 * The image of an entry, behind exactly the permission of reading it (its reporter and internal roles), with
 * the type sniffed when it was stored. Kept by the browser only (private) and revalidated each time (ETag),
 * so a deleted entry or an ended session shows nothing more.
 */
export const feedbackScreenshotRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'GET',
  path: '/api/feedback/{id}/screenshot',
  options: {
    auth: signedIn,
    validate: { params: idParams, query: noQuery },
    handler: async (request, h) => {
      const { id } = request.params
      const image = await feedbackService.screenshot(request.server.app.db, request.auth.credentials.user!, id)
      return h
        .response(image.bytes)
        .type(image.type)
        .bytes(image.size)
        .etag(`screenshot-${id}-${image.size}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SCREENSHOT_CSP)
        .header('content-disposition', `inline; filename="feedback-${id}.${EXTENSIONS[image.type] ?? 'img'}"`)
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'private, no-cache')
    },
  },
}
