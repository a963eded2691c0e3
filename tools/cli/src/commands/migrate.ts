import type { Command } from 'commander'
import { applyMigrations, describeDatabase, withDatabase } from '../lib/database.js'
import { examples, note, printJson } from '../lib/output.js'

export function registerMigrate(program: Command): void {
  const migrate = program
    .command('migrate')
    .description('apply the pending database migrations to the database of DATABASE_URL (creating it if needed)')
    .option('--json', 'print what was done as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(
        async (context) => {
          const applied = await applyMigrations(context)
          const where = describeDatabase(context.config.database)
          if (options.json) return printJson({ applied, database: where })
          note(applied === 0 ? `Database is up to date (${where}).` : `Applied ${applied} migration(s) to ${where}.`)
        },
        { migrated: false, create: true },
      )
    })
  examples(migrate, [
    'npx ledgerline migrate',
    'DATABASE_URL=postgres://ledgerline@db/ledgerline npx ledgerline migrate',
  ])
}
