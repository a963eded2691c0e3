import type { Command } from 'commander'
import { applyMigrations, describeDatabase, withDatabase } from '../lib/database.js'
import { note } from '../lib/output.js'

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('apply the pending database migrations to the database of DATABASE_URL')
    .addHelpText('after', '\nExample:\n  $ DATABASE_URL=postgres://ledgerline@db/ledgerline npx ledgerline migrate')
    .action(async () => {
      await withDatabase(
        async (context) => {
          const applied = await applyMigrations(context)
          const where = describeDatabase(context.config.database)
          note(applied === 0 ? `Database is up to date (${where}).` : `Applied ${applied} migration(s) to ${where}.`)
        },
        { migrated: false },
      )
    })
}
