import type { Command } from 'commander'
import type { TokenScope, TokenSummary } from '@ledgerline/api/cli'
import { withDatabase } from '../lib/database.js'
import { isCalendarDate } from '../lib/dates.js'
import { CliError, usageError } from '../lib/errors.js'
import { examples, note, printJson, printLine, printTable } from '../lib/output.js'
import { ask, canPrompt, choose } from '../lib/prompt.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** `90d` is 90 days from now; anything else is a real ISO date or date-time the tokens service checks (in the future). */
export function parseExpires(value: string): string {
  const days = /^(\d{1,5})d$/i.exec(value.trim())
  if (days) return new Date(Date.now() + Number(days[1]) * DAY_MS).toISOString()
  const date = /^(\d{4})-(\d{2})-(\d{2})([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim())
  if (!date || !isCalendarDate(date[1]!, date[2]!, date[3]!) || Number.isNaN(Date.parse(value)))
    throw usageError(`--expires must be an ISO date (2027-01-31) or a number of days (90d), not "${value}"`)
  return value.trim()
}

/** `export`, `report` or both (`export,report`): the API's `feedback:` scopes by their short names. */
export function parseScopes(value: string): TokenScope[] {
  const names = value.split(',').map((name) => name.trim().toLowerCase())
  const unknown = names.filter((name) => name !== 'export' && name !== 'report')
  if (unknown.length > 0 || names.length === 0)
    throw usageError(`--scope must be export, report or export,report, not "${value}"`)
  return [...new Set(names)].map((name) => `feedback:${name}` as TokenScope)
}

function state(token: TokenSummary): string {
  if (token.revokedAt) return 'revoked'
  if (token.expiresAt && Date.parse(token.expiresAt) <= Date.now()) return 'expired'
  return 'active'
}

/** On a terminal, a token without --expires gets one chosen by the person (90 days offered first). */
async function askExpiry(): Promise<string | null> {
  if (!canPrompt()) return null
  const days = await ask<number | null>('--expires', {
    type: 'select',
    message: 'Expires',
    choices: [
      { name: 'in 90 days', value: 90 },
      { name: 'in 30 days', value: 30 },
      { name: 'in 1 year', value: 365 },
      { name: 'never', value: null },
    ],
    default: 90,
  })
  return days === null ? null : parseExpires(`${days}d`)
}

export function registerTokens(program: Command): void {
  const tokens = program
    .command('tokens')
    .description(
      'manage API tokens for pipelines: they may only export feedback or read its report (Authorization: Bearer)',
    )

  const create = tokens
    .command('create')
    .description('create an API token and print it; it is shown this once and stored hashed')
    .option('--name <name>', 'what the token is for, e.g. "CI feedback report"')
    .option(
      '--expires <when>',
      'expiry: an ISO date (2027-01-31) or a number of days (90d); asked on a terminal, else never',
    )
    .option(
      '--scope <scopes>',
      'what it may do: export (the exports and the report), report (the summary report only), or export,report',
      'export',
    )
    .option('--json', 'print the token and its details as JSON')
    .action(async (options: { name?: string; expires?: string; scope: string; json?: boolean }) => {
      if (options.expires !== undefined) parseExpires(options.expires)
      const scopes = parseScopes(options.scope)
      const name =
        options.name ??
        (await ask<string>('--name', {
          type: 'input',
          message: 'Token name (what it is for)',
          validate: (v: string) => v.trim() !== '' || 'A name is required',
        }))
      const expiresAt = options.expires === undefined ? await askExpiry() : parseExpires(options.expires)
      await withDatabase(async ({ api, db }) => {
        const { token, summary } = await api.tokensService.create(db, { name, expiresAt, scopes }, api.cliActor())
        if (options.json) return printJson({ token, ...summary })
        printLine(token)
        note(
          `Created token #${summary.id} "${summary.name}" (${summary.prefix}…, ${summary.expiresAt ? `expires ${summary.expiresAt}` : 'never expires'}). ` +
            'Store it now: it is not shown again.',
        )
      })
    })
  examples(create, [
    'export LEDGERLINE_TOKEN="$(npx ledgerline tokens create --name "CI feedback report" --expires 90d)"',
    'npx ledgerline tokens create --name "Quarterly report" --expires 2027-01-31 --json',
  ])

  const list = tokens
    .command('list')
    .description('list API tokens (never their secrets)')
    .option('--json', 'print the tokens as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async ({ api, db }) => {
        const all = await api.tokensService.list(db)
        if (options.json) return printJson(all.map((token) => ({ ...token, state: state(token) })))
        printTable(
          all,
          [
            { header: 'ID', value: (t) => t.id },
            { header: 'NAME', value: (t) => t.name },
            { header: 'PREFIX', value: (t) => t.prefix },
            { header: 'SCOPES', value: (t) => t.scopes.map((scope) => scope.replace('feedback:', '')).join(',') },
            { header: 'STATE', value: state },
            { header: 'CREATED', value: (t) => t.createdAt },
            { header: 'EXPIRES', value: (t) => t.expiresAt ?? 'never' },
            { header: 'LAST USED', value: (t) => t.lastUsedAt },
          ],
          'No API tokens yet: create one with `ledgerline tokens create`.',
        )
      })
    })
  examples(list, ['npx ledgerline tokens list', 'npx ledgerline tokens list --json'])

  const revoke = tokens
    .command('revoke')
    .description('revoke an API token by id, prefix or the token itself; it is refused from then on')
    .argument(
      '[token]',
      "the token's id or prefix as `tokens list` shows it, or the whole token (asked for on a terminal when missing)",
    )
    .option('--json', 'print what was revoked as JSON')
    .action(async (target: string | undefined, options: { json?: boolean }) => {
      await withDatabase(async ({ api, db }) => {
        const chosen =
          target ??
          String(
            await choose(
              '<token>',
              'Token to revoke',
              async () =>
                (await api.tokensService.list(db))
                  .filter((t) => state(t) === 'active')
                  .map((t) => ({ name: `${t.name} (${t.prefix}…)`, value: t.id })),
              'There are no active tokens to revoke.',
            ),
          )
        // A leaked token is never echoed back whole: messages name its prefix.
        const shown = chosen.startsWith('llt_') && chosen.length > 12 ? `${chosen.slice(0, 12)}…` : chosen
        if (!(await api.tokensService.revoke(db, chosen, api.cliActor())))
          throw new CliError(`No active token with id, prefix or value ${shown}`)
        if (options.json) return printJson({ revoked: shown })
        note(`Revoked token ${shown}.`)
      })
    })
  examples(revoke, [
    'npx ledgerline tokens revoke llt_Ab3dE5fG',
    'npx ledgerline tokens revoke "$LEAKED_TOKEN"   # the whole token, as it was found',
  ])
}
