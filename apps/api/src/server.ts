import Boom from '@hapi/boom'
import Hapi, { type Server } from '@hapi/hapi'
import './platform/types.js'
import { auditPlugin } from './audit/plugin.js'
import { accountsPlugin } from './auth/accounts-plugin.js'
import { authPlugin } from './auth/plugin.js'
import { dbPlugin } from './db/plugin.js'
import { firmPlugin } from './firm/plugin.js'
import { clientsPlugin } from './clients/plugin.js'
import { conversationsPlugin } from './conversations/plugin.js'
import { documentsPlugin } from './documents/plugin.js'
import { feedbackPlugin } from './feedback/plugin.js'
import { libraryPlugin } from './library/plugin.js'
import { notificationsPlugin } from './notifications/plugin.js'
import { outboxPlugin } from './outbox/plugin.js'
import { usersPlugin } from './users/plugin.js'
import { assertReadyForProduction, loadConfig, type Config } from './platform/config.js'
import { webhooksPlugin } from './webhooks/plugin.js'
import { errorsPlugin } from './platform/errors.js'
import { listenWithBacklog } from './platform/backlog.js'
import { portalPlugin } from './platform/portal.js'
import { securityPlugin } from './platform/security.js'
import { cookiesPlugin } from './platform/cookies.js'
import { validationPlugin } from './platform/validation.js'

export type { Config } from './platform/config.js'

export interface InitOptions {
  /** Environment to read the configuration from (default process.env). */
  env?: NodeJS.ProcessEnv
  /** A ready configuration; wins over env. */
  config?: Config
  /** Run the migrations at initialization. */
  migrate?: boolean
  /** Fill an empty database with the demo data (implies migrate). */
  seed?: boolean
}

/** One hapi plugin per domain; each owns its routes (routes/<action>.ts), its service and its models. */
const domainPlugins = [
  firmPlugin,
  conversationsPlugin,
  notificationsPlugin,
  documentsPlugin,
  libraryPlugin,
  clientsPlugin,
  usersPlugin,
  auditPlugin,
  feedbackPlugin,
  webhooksPlugin,
]

export const MAX_PAYLOAD_BYTES = 64 * 1024

async function createServer(config: Config, options: InitOptions): Promise<Server> {
  const server = Hapi.server({
    port: config.port,
    host: config.host,
    router: { stripTrailingSlash: true },
    state: { strictHeader: true, ignoreErrors: true, clearInvalid: false },
    routes: {
      // Cookies are parsed by platform/cookies.ts, once per distinct header rather than on every request.
      state: { parse: false },
      validate: {
        options: { abortEarly: true },
        // Name the field: joi's message, not hapi's generic one.
        failAction: (_request, _h, error) => {
          throw Boom.badRequest(error instanceof Error ? error.message : 'Invalid request')
        },
      },
      payload: { maxBytes: MAX_PAYLOAD_BYTES },
      // Every answer is checked against its schema in tests, where a mismatch fails; elsewhere a sample
      // (RESPONSE_SAMPLE_PERCENT, 1% by default) is checked and a mismatch is logged, the answer still sent.
      response: {
        sample: config.responseSamplePercent,
        failAction:
          config.env === 'test'
            ? 'error'
            : (request, h, error) => {
                const message = error instanceof Error ? error.message : String(error)
                console.error(
                  `[${new Date().toISOString()}] response of ${request.method.toUpperCase()} ${request.path} ` +
                    `does not match its schema: ${message}`,
                )
                return h.continue
              },
      },
      security: {
        hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        xframe: 'deny',
        xss: false,
        noOpen: true,
        noSniff: true,
        referrer: 'strict-origin-when-cross-origin',
      },
    },
  })
  server.app.config = config

  if (config.logRequests || config.env !== 'test') {
    server.events.on({ name: 'request', channels: ['error'] }, (request, event) => {
      console.error(
        `[${new Date().toISOString()}] ${request.method.toUpperCase()} ${request.path}:`,
        event.error ?? event.data,
      )
    })
  }
  if (config.logRequests) {
    server.events.on('response', (request) => {
      const status = 'statusCode' in request.response ? request.response.statusCode : '-'
      console.log(`${request.method.toUpperCase()} ${request.path} ${status}`)
    })
  }

  await server.register({ plugin: dbPlugin, options: { config, migrate: options.migrate, seed: options.seed } })
  // First, so that every route's input check is a synchronous joi call (platform/validation.ts).
  await server.register(validationPlugin)
  await server.register([errorsPlugin, securityPlugin])
  // After the origin check (a refused request needs no cookies), before everything that reads them.
  await server.register(cookiesPlugin)
  await server.register({ plugin: authPlugin, options: { config } })
  await server.register({ plugin: portalPlugin, options: { config } })
  await server.register(outboxPlugin)
  await server.register(accountsPlugin)
  await server.register(domainPlugins)
  return server
}

/** Builds and initializes the server without listening: tests call `server.inject` on the real thing. */
export async function init(options: InitOptions = {}): Promise<Server> {
  const config = options.config ?? loadConfig(options.env)
  assertReadyForProduction(config)
  const server = await createServer(config, options)
  await server.initialize()
  return server
}

/** Builds, initializes and listens. */
export async function start(options: InitOptions = {}): Promise<Server> {
  const server = await init(options)
  listenWithBacklog(server.listener)
  await server.start()
  return server
}
