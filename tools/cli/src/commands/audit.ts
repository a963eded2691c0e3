import { Option, type Command } from 'commander'
import { AUDIT_ACTIONS, type AuditAction } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { usageError } from '../lib/errors.js'
import { writeOutput } from '../lib/files.js'
import { note } from '../lib/output.js'

interface AuditOptions {
  since?: string
  until?: string
  actor?: string
  action?: AuditAction
  format: 'json' | 'csv'
  out?: string
}

function checkDate(name: string, value: string | undefined): void {
  if (value === undefined) return
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value)))
    throw usageError(`--${name} must be an ISO date or date-time such as 2026-01-31 or 2026-01-31T09:00:00Z`)
}

/** `audit [--since DATE] [--format json|csv]` (DECISIONS.md §8): the audit trail, read from the database. */
export function registerAudit(program: Command): void {
  program
    .command('audit')
    .description('export the audit trail (who did what, when, from where), oldest first')
    .option('--since <date>', 'events at or after this ISO date or date-time')
    .option('--until <date>', 'events before this ISO date or date-time')
    .option('--actor <actor>', "only this actor: a user's e-mail or id, cli:<login>, token:<name>")
    .addOption(new Option('--action <action>', 'only this action').choices(AUDIT_ACTIONS))
    .addOption(new Option('--format <format>', 'output format').choices(['json', 'csv']).default('json'))
    .option('--out <file>', 'write to this file (or folder) instead of stdout')
    .addHelpText(
      'after',
      '\nExamples:\n  $ npx ledgerline audit --since 2026-11-01 --format csv > audit.csv\n  $ npx ledgerline audit --actor admin@ledgerline.example --action user.deactivated',
    )
    .action(async (options: AuditOptions) => {
      checkDate('since', options.since)
      checkDate('until', options.until)
      await withDatabase(async ({ db }) => {
        const { streamAuditExport } = await import('@ledgerline/api/cli')
        const filters = { since: options.since, until: options.until, actor: options.actor, action: options.action }
        const filename = `audit-${new Date().toISOString().slice(0, 10)}.${options.format}`
        const path = await writeOutput(streamAuditExport(db, options.format, filters), options.out, filename)
        if (path) note(`Wrote ${path}.`)
      })
    })
}
