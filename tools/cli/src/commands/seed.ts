import type { Command } from 'commander'
import type { Db } from '@ledgerline/api/cli'
import type { AdminApi } from '../lib/api.js'
import { applyMigrations, describeDatabase, withDatabase } from '../lib/database.js'
import { CliError, usageError } from '../lib/errors.js'
import { examples, note, printJson } from '../lib/output.js'
import { ask, canPrompt } from '../lib/prompt.js'

/** Rows per table (knex's own bookkeeping left out), to tell the person what seeding added. */
async function rowCounts(api: AdminApi, db: Db): Promise<Map<string, number>> {
  const tables: string[] = api.isPostgres(db)
    ? (
        await db('information_schema.tables')
          .select('table_name as name')
          .whereRaw('table_schema = current_schema()')
          .andWhere('table_type', 'BASE TABLE')
      ).map((row: { name: string }) => row.name)
    : (await db('sqlite_master').select('name').where('type', 'table').andWhereNot('name', 'like', 'sqlite_%')).map(
        (row: { name: string }) => row.name,
      )
  const counts = new Map<string, number>()
  for (const table of tables.filter((name) => !name.startsWith('knex_')).sort()) {
    const [row] = await db(table).count({ n: '*' })
    counts.set(table, Number(row?.n ?? 0))
  }
  return counts
}

async function confirmReset(where: string, yes: boolean | undefined): Promise<void> {
  if (yes) return
  if (!canPrompt()) throw usageError('seed --reset deletes every row; pass --yes to confirm it without a terminal')
  const confirmed = await ask<boolean>('--yes', {
    type: 'confirm',
    message: `Delete every row in ${where} and seed it again?`,
    default: false,
  })
  if (!confirmed) throw new CliError('Reset cancelled; nothing was changed.')
}

export function registerSeed(program: Command): void {
  const seed = program
    .command('seed')
    .description('fill the database with the demo and sample data; running it twice adds nothing')
    .option('--reset', 'roll back every migration, migrate again and seed: deletes all data')
    .option('-y, --yes', 'confirm --reset without asking (required without a terminal)')
    .option('--json', 'print the rows added per table as JSON')
    .action(async (options: { reset?: boolean; yes?: boolean; json?: boolean }) => {
      await withDatabase(
        async (context) => {
          const { api, db, config } = context
          const where = describeDatabase(config.database)
          if (options.reset) {
            await confirmReset(where, options.yes)
            await api.migrateRollbackAll(db)
            note(`Emptied ${where}.`)
          }
          const migrated = await applyMigrations(context)
          if (migrated > 0) note(`Applied ${migrated} migration(s).`)
          const before = await rowCounts(api, db)
          await api.seed(db, { scryptCost: config.scryptCost, demoMode: config.demoMode })
          const after = await rowCounts(api, db)
          const addedRows = [...after]
            .filter(([table, n]) => n > (before.get(table) ?? 0))
            .map(([table, n]) => [table, n - (before.get(table) ?? 0)] as const)
          if (options.json) return printJson({ database: where, added: Object.fromEntries(addedRows) })
          const added = addedRows.map(([table, n]) => `${n} ${table}`)
          note(
            added.length === 0
              ? `Nothing to add: ${where} already holds the seed data.`
              : `Seeded ${where}: added ${added.join(', ')}.`,
          )
        },
        { migrated: false, create: true },
      )
    })
  examples(
    seed,
    ['npx ledgerline seed', 'npx ledgerline seed --reset --yes'],
    'Migrates first when needed. Demo accounts are seeded only when DEMO_MODE is on.',
  )
}
