import type { Plugin } from '@hapi/hapi'
import { DocumentJob, type DocumentJobOptions } from './job.js'
import { listCategoriesRoute } from './routes/categories.js'
import { listDocumentsRoute } from './routes/list.js'
import { processDocumentRoute } from './routes/process.js'

declare module '@hapi/hapi' {
  interface PluginProperties {
    documents: { job: DocumentJob }
  }
}

export type DocumentsPluginOptions = Partial<DocumentJobOptions> | undefined

/** Processing after which a document's result lands, when neither options nor configuration say. */
const DEFAULT_DELAY_MS = 1500
const TEST_DELAY_MS = 50

/**
 * Documents, their categories and the background job that categorizes them. The job runs
 * while the server is initialized (so `server.inject` tests see it too) and stops with it;
 * on start it picks up documents left in `processing`.
 */
export const documentsPlugin: Plugin<DocumentsPluginOptions> = {
  name: 'documents',
  register(server, options) {
    const config = server.app.config as typeof server.app.config & { documentProcessingDelayMs?: number }
    const delayMs = options?.delayMs ?? config.documentProcessingDelayMs ?? (config.env === 'test' ? TEST_DELAY_MS : DEFAULT_DELAY_MS)
    const job = new DocumentJob(server.app.db, {
      ...(config.env === 'test' ? { pollIntervalMs: 200 } : {}),
      ...options,
      delayMs,
      onError: (error) => server.log(['error', 'documents', 'job'], error instanceof Error ? error : String(error)),
    })
    server.expose('job', job)
    server.ext('onPreStart', () => job.start())
    server.ext('onPreStop', () => job.stop())
    server.route([listDocumentsRoute, listCategoriesRoute, processDocumentRoute])
  },
}
