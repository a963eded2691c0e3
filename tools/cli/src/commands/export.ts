import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { Option, type Command } from 'commander'
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, type ExportFilters, type ExportFormat } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { isCalendarDate } from '../lib/dates.js'
import { CliError, usageError } from '../lib/errors.js'
import { writeOutput } from '../lib/files.js'
import { createMeter, type Meter } from '../lib/meter.js'
import { examples, note } from '../lib/output.js'
import { ask, canPrompt, missingOption } from '../lib/prompt.js'
import { redactUrl } from '../lib/urls.js'

export const EXPORT_FORMATS = ['json', 'markdown'] as const satisfies readonly ExportFormat[]

/** Seconds `export --api` waits for the server to answer, and between two chunks of the file. */
export const DEFAULT_TIMEOUT_SECONDS = 30

interface ExportOptions {
  format?: ExportFormat
  status?: ExportFilters['status']
  priority?: ExportFilters['priority']
  since?: string
  out?: string
  api?: string
  token?: string
  timeout: number
}

/** The API's rule for `since` (joi's ISO date): a real calendar date, or a date-time. */
export function checkSince(since: string): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(since)
  if (!match || !isCalendarDate(match[1]!, match[2]!, match[3]!) || Number.isNaN(Date.parse(since))) {
    throw usageError(
      `--since must be an ISO date or date-time such as 2026-01-31 or 2026-01-31T09:00:00Z, not "${since}"`,
    )
  }
}

export function checkApiUrl(api: string): string {
  let url: URL | undefined
  try {
    url = new URL(api)
  } catch {
    // reported below
  }
  if (url && (url.username || url.password))
    throw usageError(
      `--api must not carry a user or password ("${redactUrl(api)}"); the token goes in LEDGERLINE_TOKEN`,
    )
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return api
  throw usageError(`--api must be the server's http(s) URL, e.g. https://portal.example.com, not "${redactUrl(api)}"`)
}

function parseTimeout(value: string): number {
  const seconds = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(seconds > 0))
    throw usageError(`--timeout must be a number of seconds above 0, not "${value}"`)
  return seconds
}

/** Reads the feedback table directly, through the same streaming formatter as the API's route. */
async function exportFromDatabase(format: ExportFormat, filters: ExportFilters, out: string | undefined, meter: Meter) {
  return withDatabase(async ({ api, db, config }) => {
    // The API's heap sizing for the export (apps/api/src/platform/heap.ts): a lower peak, at the same speed.
    api.leanHeap()
    // The route hands its validated `since` to the formatter as a Date: so does the CLI, for the same bytes.
    const query = { ...filters, since: filters.since === undefined ? undefined : new Date(filters.since) }
    // Screenshot links point at the portal's public origin (PUBLIC_URL), as the server's own export does.
    const links = { linkBase: config.mail.linkBase }
    const stream = api.streamFeedbackExport(db, format, query, new Date(), undefined, links)
    return writeOutput(stream, out, api.exportFilename(format), [meter.stage])
  })
}

/**
 * Asks a running server through the SDK's client, with an API token. The request is aborted when the server
 * sends nothing for `timeoutSeconds`: before it answers, or between two chunks of the file.
 */
async function exportFromServer(
  api: string,
  token: string,
  format: ExportFormat,
  filters: ExportFilters,
  out: string | undefined,
  timeoutSeconds: number,
) {
  const { createClient, isApiError } = await import('@ledgerline/sdk')
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const rearm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => controller.abort(), timeoutSeconds * 1000)
  }
  const timedOut = () =>
    new CliError(`The server at ${api} sent nothing for ${timeoutSeconds} s; gave up (raise it with --timeout)`)
  const client = createClient({
    baseUrl: api,
    token,
    fetch: (input, init) => globalThis.fetch(input, { ...init, signal: controller.signal }),
  })
  rearm()
  try {
    let result
    try {
      result = await client.exportFeedback(format, filters)
    } catch (error) {
      if (controller.signal.aborted) throw timedOut()
      if (isApiError(error)) {
        if (error.status === 401)
          throw new CliError(
            `The server at ${api} refused the token: it is unknown, revoked or expired. ` +
              'Make a new one on the server with `ledgerline tokens create --name "…" --expires 90d` ' +
              'and pass it in LEDGERLINE_TOKEN.',
          )
        if (error.status === 403) throw new CliError(`The token may not export feedback on ${api} (${error.message})`)
        throw new CliError(`The server at ${api} answered ${error.message}`)
      }
      const cause = (error as { cause?: { code?: string; message?: string } }).cause
      throw new CliError(
        `Could not reach the server at ${api}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      )
    }
    const meter = createMeter(format, rearm)
    try {
      const written = await writeOutput(
        Readable.fromWeb(result.body as WebReadableStream<Uint8Array>),
        out,
        result.filename,
        [meter.stage],
      )
      return { written, meter }
    } catch (error) {
      if (controller.signal.aborted) throw timedOut()
      throw error
    }
  } finally {
    clearTimeout(timer)
  }
}

export function registerExport(program: Command): void {
  const command = program
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
    .addOption(
      new Option('--api <url>', 'export from the server at this URL instead of the database (needs a token)').env(
        'LEDGERLINE_API_URL',
      ),
    )
    .addOption(
      new Option(
        '--token <token>',
        'API token for --api (from `ledgerline tokens create`); prefer LEDGERLINE_TOKEN, the process list shows options',
      ).env('LEDGERLINE_TOKEN'),
    )
    .addOption(
      new Option('--timeout <seconds>', 'with --api: give up when the server sends nothing for this long')
        .default(DEFAULT_TIMEOUT_SECONDS)
        .argParser(parseTimeout),
    )
    .action(async (options: ExportOptions, command: Command) => {
      if (options.since !== undefined) checkSince(options.since)
      if (options.api === undefined && command.getOptionValueSource('token') === 'cli')
        throw usageError('--token is only used with --api URL')
      const api = options.api === undefined ? undefined : checkApiUrl(options.api)
      if (api !== undefined && options.token !== undefined && options.token.trim() === '')
        throw usageError(
          'The token is empty: set LEDGERLINE_TOKEN to a token from `ledgerline tokens create` (see --help)',
        )
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
      let meter: Meter
      if (api !== undefined) {
        const token =
          options.token ?? (await ask<string>('--token', { type: 'password', message: 'API token', mask: '*' }))
        ;({ written, meter } = await exportFromServer(api, token, format, filters, options.out, options.timeout))
      } else {
        meter = createMeter(format)
        written = await exportFromDatabase(format, filters, options.out, meter)
      }
      note(`${meter.summary()}${written === null ? '' : ` to ${written}`}.`)
    })
  examples(
    command,
    [
      'npx ledgerline export --format markdown --status open --out feedback.md',
      'npx ledgerline export --format json --since 2026-01-01 > feedback.json',
      'LEDGERLINE_API_URL=https://portal.example.com LEDGERLINE_TOKEN=… npx ledgerline export --format markdown --out feedback.md',
    ],
    'The output is byte for byte what GET /api/feedback/export/{format} answers, streamed: large exports\n' +
      'never sit in memory. Without --api it reads the database of DATABASE_URL. A summary line (entries,\n' +
      'size, time) ends on stderr; on a terminal a progress line shows the entries and rate meanwhile.',
  )
}
