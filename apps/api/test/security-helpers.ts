import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from '@hapi/hapi'
import { inject } from 'vitest'
import { init } from '../src/server.js'
import { freshDatabaseUrl, testEnv } from './helpers.js'

/**
 * A database several test servers can share, as several API instances share one in production:
 * a SQLite file in a temporary folder, or in the `api-pg` project a fresh PostgreSQL database.
 */
export async function sharedDatabaseUrl(): Promise<string> {
  if (inject('pgUrl')) return freshDatabaseUrl()
  return join(mkdtempSync(join(tmpdir(), 'ledgerline-shared-')), 'ledgerline.sqlite')
}

/** One more API instance on a database (migrated and seeded by whichever instance comes first). */
export function instanceOn(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  return init({ env: testEnv({ DATABASE_URL: databaseUrl, ...env }), seed: true })
}
