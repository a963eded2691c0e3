import type { CurrentUser } from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import type { ApiToken } from '../models/ApiToken.js'
import type { Config } from './config.js'
import type { CookieCache } from './cookies.js'
import type { ClientView } from './security.js'

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    config: Config
    db: Db
  }

  /** A signed-in person (session strategy): the user as GET /api/auth/user shows them, and their session. */
  interface UserCredentials extends CurrentUser {
    /** Hash of the session id: the row in `sessions`. */
    sessionId: string
  }

  /** A machine caller: an API token (CLI, pipelines) or an embedding site's key. */
  interface AppCredentials {
    kind: 'token' | 'site'
    id: number
    name: string
    /** A site's submissions per 24 hours. */
    dailyLimit?: number
  }

  interface RequestApplicationState {
    /** A session cookie came along: the gate is checked after authentication (a session implies the gate). */
    gateDeferred?: boolean
    gateChecked?: boolean
    /** The API token of `Authorization: Bearer`, verified once per request. */
    apiToken?: Promise<ApiToken | undefined>
    /** The client's address, scheme and host, behind a trusted proxy too (platform/security.ts). */
    client?: ClientView
  }

  interface PluginProperties {
    /** platform/cookies.ts: parsed Cookie headers. */
    cookies: { cache: CookieCache }
  }

  interface PluginSpecificConfiguration {
    /** `{ ledgerline: { gate: false } }` opens a route before the domain gate. */
    ledgerline?: { gate?: boolean }
  }
}

export {}
