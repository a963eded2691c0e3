import type { ServerRoute } from '@hapi/hapi'
import type { IdParams } from '@ledgerline/contracts'
import { documentSchema, emptyPayload, idParams, noQuery } from '@ledgerline/contracts/schemas'
import { signedIn } from '../../auth/access.js'
import { documentsService } from '../service.js'

export const processDocumentRoute: ServerRoute<{ Params: IdParams }> = {
  method: 'POST',
  path: '/api/documents/{id}/process',
  options: {
    auth: signedIn,
    validate: { params: idParams, query: noQuery, payload: emptyPayload },
    response: { status: { 202: documentSchema } },
    handler: async (request, h) => {
      const document = await documentsService.startProcessing(
        request.server.app.db,
        request.auth.credentials.user!,
        request.params.id,
      )
      request.server.plugins.documents.job.wake()
      return h.response(document).code(202)
    },
  },
}
