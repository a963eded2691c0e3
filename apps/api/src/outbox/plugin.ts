import type { Plugin } from '@hapi/hapi'
import { OutboxJob, type OutboxHandler, type OutboxJobOptions, type OutboxKind } from './job.js'
import { createEmailHandler } from './mailer.js'

declare module '@hapi/hapi' {
  interface PluginProperties {
    outbox: {
      job: OutboxJob
      /** Registers the delivery of a kind ('webhook'); call it at registration, before the server starts. */
      handle: (kind: OutboxKind, handler: OutboxHandler) => void
      /** Sends what is due now, rather than at the next poll (after a commit that enqueued). */
      wake: () => void
    }
  }
}

export type OutboxPluginOptions = Partial<OutboxJobOptions> | undefined

/**
 * The outbox job (DECISIONS.md §12): runs while the server is initialized, so `server.inject` tests see
 * it too, and stops with it. E-mail is handled here; other kinds register their handler.
 */
export const outboxPlugin: Plugin<OutboxPluginOptions> = {
  name: 'outbox',
  register(server, options) {
    const { config } = server.app
    const job = new OutboxJob(server.app.db, {
      ...(config.env === 'test' ? { pollIntervalMs: 200, baseBackoffMs: 200, maxBackoffMs: 2000 } : {}),
      ...options,
      onError: (error) => server.log(['error', 'outbox', 'job'], error instanceof Error ? error : String(error)),
    })
    job.handle('email', createEmailHandler(config.mail))
    server.expose('job', job)
    server.expose('handle', (kind: OutboxKind, handler: OutboxHandler) => job.handle(kind, handler))
    server.expose('wake', () => job.wake())
    server.ext('onPreStart', () => job.start())
    server.ext('onPreStop', () => job.stop())
  },
}
