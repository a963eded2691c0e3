import type { Command } from 'commander'
import type { TokenSummary } from '@ledgerline/api/tokens/service'
import { withDatabase } from '../lib/database.js'
import { CliError, usageError } from '../lib/errors.js'
import { note, printJson, printLine, printTable } from '../lib/output.js'
import { ask, choose } from '../lib/prompt.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** `90d` is 90 days from now; anything else is an ISO date the tokens service checks (in the future). */
export function parseExpires(value: string): string {
  const days = /^(\d{1,5})d$/i.exec(value.trim())
  if (days) return new Date(Date.now() + Number(days[1]) * DAY_MS).toISOString()
  if (Number.isNaN(Date.parse(value)))
    throw usageError(`--expires must be an ISO date (2027-01-31) or a number of days (90d), not "${value}"`)
  return value
}

function state(token: TokenSummary): string {
  if (token.revokedAt) return 'revoked'
  if (token.expiresAt && Date.parse(token.expiresAt) <= Date.now()) return 'expired'
  return 'active'
}

export function registerTokens(program: Command): void {
  const tokens = program
    .command('tokens')
    .description('manage API tokens for pipelines: they may only export feedback (Authorization: Bearer)')

  tokens
    .command('create')
    .description('create an API token and print it; it is shown this once and stored hashed')
    .option('--name <name>', 'what the token is for, e.g. "CI feedback report"')
    .option('--expires <when>', 'expiry: an ISO date (2027-01-31) or a number of days (90d); default never')
    .option('--json', 'print the token and its details as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ LEDGERLINE_TOKEN=$(npx ledgerline tokens create --name "CI feedback report" --expires 90d)',
    )
    .action(async (options: { name?: string; expires?: string; json?: boolean }) => {
      const expiresAt = options.expires === undefined ? null : parseExpires(options.expires)
      const name =
        options.name ??
        (await ask<string>('--name', {
          type: 'input',
          message: 'Token name (what it is for)',
          validate: (v: string) => v.trim() !== '' || 'A name is required',
        }))
      await withDatabase(async ({ db }) => {
        const { tokensService } = await import('@ledgerline/api/tokens/service')
        const { cliActor } = await import('@ledgerline/api/audit/service')
        const { token, summary } = await tokensService.create(db, { name, expiresAt }, cliActor())
        if (options.json) return printJson({ token, ...summary })
        printLine(token)
        note(
          `Created token #${summary.id} "${summary.name}" (${summary.prefix}…, ${summary.expiresAt ? `expires ${summary.expiresAt}` : 'never expires'}). ` +
            'Store it now: it is not shown again.',
        )
      })
    })

  tokens
    .command('list')
    .description('list API tokens (never their secrets)')
    .option('--json', 'print the tokens as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const { tokensService } = await import('@ledgerline/api/tokens/service')
        const list = await tokensService.list(db)
        if (options.json) return printJson(list.map((token) => ({ ...token, state: state(token) })))
        printTable(
          list,
          [
            { header: 'ID', value: (t) => t.id },
            { header: 'NAME', value: (t) => t.name },
            { header: 'PREFIX', value: (t) => t.prefix },
            { header: 'STATE', value: state },
            { header: 'CREATED', value: (t) => t.createdAt },
            { header: 'EXPIRES', value: (t) => t.expiresAt ?? 'never' },
            { header: 'LAST USED', value: (t) => t.lastUsedAt },
          ],
          'No API tokens yet: create one with `ledgerline tokens create`.',
        )
      })
    })

  tokens
    .command('revoke')
    .description('revoke an API token by id or prefix; it is refused from then on')
    .argument('[token]', "the token's id or prefix as `tokens list` shows it (asked for on a terminal when missing)")
    .action(async (idOrPrefix: string | undefined) => {
      await withDatabase(async ({ db }) => {
        const { tokensService } = await import('@ledgerline/api/tokens/service')
        const { cliActor } = await import('@ledgerline/api/audit/service')
        const target =
          idOrPrefix ??
          String(
            await choose(
              '<token>',
              'Token to revoke',
              async () =>
                (await tokensService.list(db))
                  .filter((t) => state(t) === 'active')
                  .map((t) => ({ name: `${t.name} (${t.prefix}…)`, value: t.id })),
              'There are no active tokens to revoke.',
            ),
          )
        if (!(await tokensService.revoke(db, target, cliActor())))
          throw new CliError(`No active token with id or prefix ${target}`)
        note(`Revoked token ${target}.`)
      })
    })
}
