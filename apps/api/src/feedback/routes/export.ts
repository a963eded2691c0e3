import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { INTERNAL_ROLES, type ExportFormat } from '@ledgerline/sdk/types'
import { EXPORT_CONTENT_TYPES, exportFilename, streamFeedbackExport, type ExportQuery } from '../export.js'
import { exportParams, exportQuery } from '../schemas.js'

/** Streamed as an attachment: rows are read batch by batch as the client reads (DECISIONS.md §6). */
export const exportFeedbackRoute: ServerRoute = {
  method: 'GET',
  path: '/api/feedback/export/{format}',
  options: {
    auth: { strategies: ['session', 'api-token'], access: { scope: [...INTERNAL_ROLES, 'feedback:export'] } },
    validate: { params: exportParams, query: exportQuery },
    // Tens of MB of text: gzip's fastest level keeps most of the saving for a fraction of the CPU.
    compression: { gzip: { level: 1 } },
    handler: (request: Request, h: ResponseToolkit) => {
      const format = (request.params as { format: ExportFormat }).format
      return h
        .response(streamFeedbackExport(request.server.app.db, format, request.query as ExportQuery))
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFilename(format)}"`)
    },
  },
}
