import type { Plugin } from '@hapi/hapi'
import type { Config } from '../platform/config.js'
import { createKnex, migrateLatest } from './knex.js'
import { seed } from './seed/index.js'

export interface DbPluginOptions {
  config: Config
  /** Run the migrations when the server initializes. */
  migrate?: boolean
  /** Fill an empty database with the demo data (implies migrate). */
  seed?: boolean
}

/** Creates knex for the server, migrates and seeds when asked, and destroys it when the server stops. */
export const dbPlugin: Plugin<DbPluginOptions> = {
  name: 'db',
  register(server, options) {
    const db = createKnex(options.config.database)
    server.app.db = db
    server.ext('onPreStart', async () => {
      if (options.migrate || options.seed) await migrateLatest(db)
      if (options.seed) await seed(db, { scryptCost: options.config.scryptCost, demoMode: options.config.demoMode })
    })
    server.ext('onPostStop', async () => {
      await db.destroy()
    })
  },
}
