import type { ServerRoute } from '@hapi/hapi'
import { INTERNAL_ROLES, type ExportFilters, type ExportParams } from '@ledgerline/contracts'
import { exportParams, exportQuery } from '@ledgerline/contracts/schemas'
import { actorOf, auditService } from '../../audit/service.js'
import { clientView } from '../../platform/security.js'
import { EXPORT_CONTENT_TYPES, exportFilename, streamFeedbackExport } from '../export.js'

/** Streamed as an attachment: rows are read batch by batch as the client reads (DECISIONS.md §6). */
export const exportFeedbackRoute: ServerRoute<{ Params: ExportParams; Query: ExportFilters }> = {
  method: 'GET',
  path: '/api/feedback/export/{format}',
  options: {
    auth: { strategies: ['session', 'api-token'], access: { scope: [...INTERNAL_ROLES, 'feedback:export'] } },
    validate: { params: exportParams, query: exportQuery },
    // Tens of MB of text: gzip's fastest level keeps most of the saving for a fraction of the CPU.
    compression: { gzip: { level: 1 } },
    handler: async (request, h) => {
      const { db } = request.server.app
      const { format } = request.params
      const filters = request.query
      const actor = actorOf(request)
      const token = request.auth.credentials.app
      if (token?.kind === 'token')
        await auditService.record(db, actor, {
          action: 'token.used',
          target: { type: 'token', id: token.id, label: token.name },
          details: { route: request.path },
        })
      // Who exported, with which filters, and how many rows went out (known once the stream ends).
      const audit = (rows: number, complete: boolean) =>
        auditService
          .record(db, actor, { action: 'feedback.exported', details: { format, filters, rows, complete } })
          .catch((error: unknown) => request.log(['error', 'audit'], error instanceof Error ? error : String(error)))
      // Screenshot links are absolute: PUBLIC_URL, or the origin this request was addressed to (checked on arrival).
      const view = clientView(request)
      const linkBase = request.server.app.config.publicUrl ?? `${view.scheme}://${view.host}`
      const onEnd = (rows: number, complete: boolean) => void audit(rows, complete)
      return h
        .response(streamFeedbackExport(db, format, filters, new Date(), onEnd, { linkBase }))
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFilename(format)}"`)
    },
  },
}
