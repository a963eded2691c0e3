import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { Option, type Command } from 'commander'
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, type ExportFilters, type ExportFormat } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { CliError, usageError } from '../lib/errors.js'
import { writeOutput } from '../lib/files.js'
import { note } from '../lib/output.js'
import { ask, canPrompt, missingOption } from '../lib/prompt.js'

export const EXPORT_FORMATS = ['json', 'markdown'] as const satisfies readonly ExportFormat[]

interface ExportOptions {
  format?: ExportFormat
  status?: ExportFilters['status']
  priority?: ExportFilters['priority']
  since?: string
  out?: string
  api?: string
  token?: string
}

/** The API's rule for `since` (joi's ISO date): a date or a date-time. */
export function checkSince(since: string): void {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(since) || Number.isNaN(Date.parse(since))) {
    throw usageError(
      `--since must be an ISO date or date-time such as 2026-01-31 or 2026-01-31T09:00:00Z, not "${since}"`,
    )
  }
}

export function checkApiUrl(api: string): string {
  try {
    const url = new URL(api)
    if (url.protocol === 'http:' || url.protocol === 'https:') return api
  } catch {
    // reported below
  }
  throw usageError(`--api must be the server's http(s) URL, e.g. https://portal.example.com, not "${api}"`)
}

/** Reads the feedback table directly, through the same streaming formatter as the API's route. */
async function exportFromDatabase(
  format: ExportFormat,
  filters: ExportFilters,
  out: string | undefined,
): Promise<string | null> {
  return withDatabase(async ({ db }) => {
    const { exportFilename, streamFeedbackExport } = await import('@ledgerline/api/feedback/export')
    // The route hands its validated `since` to the formatter as a Date: so does the CLI, for the same bytes.
    const query = { ...filters, since: filters.since === undefined ? undefined : new Date(filters.since) }
    return writeOutput(streamFeedbackExport(db, format, query), out, exportFilename(format))
  })
}

/** Asks a running server through the SDK's client, with an API token. */
async function exportFromServer(
  api: string,
  token: string,
  format: ExportFormat,
  filters: ExportFilters,
  out: string | undefined,
) {
  const { createClient, isApiError } = await import('@ledgerline/sdk')
  const client = createClient({ baseUrl: api, token })
  let result
  try {
    result = await client.exportFeedback(format, filters)
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 401) throw new CliError(`The server at ${api} refused the token (${error.message})`)
      if (error.status === 403) throw new CliError(`The token may not export feedback on ${api} (${error.message})`)
      throw new CliError(`The server at ${api} answered ${error.message}`)
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    throw new CliError(
      `Could not reach the server at ${api}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    )
  }
  return writeOutput(Readable.fromWeb(result.body as WebReadableStream<Uint8Array>), out, result.filename)
}

export function registerExport(program: Command): void {
  program
    .command('export')
    .description('export feedback as JSON or Markdown, from the database or from a running server')
    .addOption(
      new Option('--format <format>', 'json or markdown (asked for on a terminal when missing)').choices(
        EXPORT_FORMATS,
      ),
    )
    .addOption(new Option('--status <status>', 'only entries with this status').choices(FEEDBACK_STATUSES))
    .addOption(new Option('--priority <priority>', 'only entries with this priority').choices(FEEDBACK_PRIORITIES))
    .option('--since <date>', 'only entries created at or after this ISO date or date-time')
    .option('--out <file>', "write to this file (or into this folder, under the export's file name) instead of stdout")
    .option('--api <url>', 'export from the server at this URL instead of the database (needs --token)')
    .addOption(
      new Option('--token <token>', 'API token for --api (from `ledgerline tokens create`)').env('LEDGERLINE_TOKEN'),
    )
    .addHelpText(
      'after',
      `
The output is byte for byte what GET /api/feedback/export/{format} answers, streamed: large exports
never sit in memory. Without --api it reads the database of DATABASE_URL.

Examples:
  $ npx ledgerline export --format markdown --status open --out feedback.md
  $ npx ledgerline export --format json --since 2026-01-01 > feedback.json
  $ npx ledgerline export --api "$LEDGERLINE_URL" --token "$LEDGERLINE_TOKEN" --format markdown --out feedback.md`,
    )
    .action(async (options: ExportOptions, command: Command) => {
      if (options.since !== undefined) checkSince(options.since)
      if (options.api === undefined && command.getOptionValueSource('token') === 'cli')
        throw usageError('--token is only used with --api URL')
      const api = options.api === undefined ? undefined : checkApiUrl(options.api)
      // Fail before any other question when the token cannot be asked for.
      if (api !== undefined && options.token === undefined && !canPrompt())
        throw missingOption('--token (or LEDGERLINE_TOKEN)')
      const format =
        options.format ??
        (await ask<ExportFormat>('--format', {
          type: 'select',
          message: 'Format',
          choices: EXPORT_FORMATS.map((f) => ({ name: f, value: f })),
        }))
      const filters: ExportFilters = { status: options.status, priority: options.priority, since: options.since }
      let written: string | null
      if (api !== undefined) {
        const token =
          options.token ?? (await ask<string>('--token', { type: 'password', message: 'API token', mask: '*' }))
        written = await exportFromServer(api, token, format, filters, options.out)
      } else {
        written = await exportFromDatabase(format, filters, options.out)
      }
      if (written !== null) note(`Exported feedback (${format}) to ${written}.`)
    })
}
