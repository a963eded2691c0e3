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

/**
 * Documents, their categories and the background job that categorizes them. The job runs
 * while the server is initialized (so `server.inject` tests see it too) and stops with it;
 * on start it picks up documents left in `processing`.
 */
export const documentsPlugin: Plugin<DocumentsPluginOptions> = {
  name: 'documents',
  register(server, options) {
    const { config } = server.app
    const delayMs = options?.delayMs ?? config.documentProcessingDelayMs
    const job = new DocumentJob(server.app.db, {
      ...(config.env === 'test' ? { pollIntervalMs: 200 } : {}),
      ...options,
      delayMs,
      onError: (error) => server.log(['error', 'documents', 'job'], error instanceof Error ? error : String(error)),
    })
    server.expose('job', job)
    server.ext('onPreStart', () => job.start())
    server.ext('onPreStop', () => job.stop())
    // One call per route: each route's handler is typed by its own request shape.
    server.route(listDocumentsRoute)
    server.route(listCategoriesRoute)
    server.route(processDocumentRoute)
  },
}
