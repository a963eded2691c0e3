import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { Option, type Command } from 'commander'
import type { FeedbackReport, FeedbackReportQuery } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { CliError, usageError } from '../lib/errors.js'
import { note, printJson } from '../lib/output.js'
import { missingOption } from '../lib/prompt.js'
import { formatMarkdown, formatText, REPORT_FORMATS, type ReportFormat } from '../lib/report-format.js'
import { checkApiUrl, checkSince } from './export.js'

export const DEFAULT_STATE_FILE = '.ledgerline-report.json'

interface ReportOptions {
  format: ReportFormat
  since?: string
  stateFile: string
  failOn?: string
  top: string
  api?: string
  token?: string
}

/** When the last `--since last` run was generated, or undefined before the first. */
async function readLastRun(file: string): Promise<string | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new CliError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code}`)
  }
  try {
    const { lastRunAt } = JSON.parse(text) as { lastRunAt?: unknown }
    if (typeof lastRunAt === 'string' && !Number.isNaN(Date.parse(lastRunAt))) return lastRunAt
  } catch {
    // reported below
  }
  throw new CliError(`${file} is not a report state file (expected {"lastRunAt": "<ISO date-time>"})`)
}

/** Written beside the target and renamed, so an interrupted run leaves the previous state whole. */
async function writeLastRun(file: string, lastRunAt: string): Promise<void> {
  await mkdir(dirname(resolve(file)), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, `${JSON.stringify({ lastRunAt }, null, 2)}\n`)
  await rename(partial, file)
}

async function reportFromDatabase(query: FeedbackReportQuery): Promise<FeedbackReport> {
  return withDatabase(async ({ db }) => {
    const { buildFeedbackReport } = await import('@ledgerline/api/cli')
    return buildFeedbackReport(db, query)
  })
}

async function reportFromServer(api: string, token: string, query: FeedbackReportQuery): Promise<FeedbackReport> {
  const { createClient, isApiError } = await import('@ledgerline/sdk')
  try {
    return await createClient({ baseUrl: api, token }).getFeedbackReport(query)
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 401) throw new CliError(`The server at ${api} refused the token (${error.message})`)
      if (error.status === 403) throw new CliError(`The token may not read the report on ${api} (${error.message})`)
      if (error.status === 400) throw usageError(`The server at ${api} refused the options: ${error.message}`)
      throw new CliError(`The server at ${api} answered ${error.message}`)
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    throw new CliError(
      `Could not reach the server at ${api}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    )
  }
}

export function registerReport(program: Command): void {
  program
    .command('report')
    .description('summarise feedback for a pipeline: counts, top pages, new entries; --fail-on blocks a release')
    .addOption(
      new Option('--format <format>', 'text, markdown (a pull-request comment or job summary) or json')
        .choices(REPORT_FORMATS)
        .default('text'),
    )
    .option(
      '--since <date>',
      'list the entries created at or after this ISO date or date-time, or "last" (the last run)',
    )
    .option('--state-file <file>', 'where --since last keeps the time of the last run', DEFAULT_STATE_FILE)
    .option(
      '--fail-on <expr>',
      'exit 1 when any entry matches every condition, e.g. "priority>=high,status=open" (fields status, priority, category; = != and, for priority, >= > <= <; alternatives as status=open|locked)',
    )
    .option('--top <n>', 'how many pages to list under top pages (1–50)', '10')
    .addOption(
      new Option('--api <url>', 'report from the server at this URL instead of the database (needs a token)').env(
        'LEDGERLINE_API_URL',
      ),
    )
    .addOption(
      new Option('--token <token>', 'API token for --api with the report or export scope').env('LEDGERLINE_TOKEN'),
    )
    .addHelpText(
      'after',
      `
Counts cover every entry. The report goes to stdout; with --fail-on, matching entries make the exit code 1
after the report is printed, so a pipeline can block a release on urgent open feedback.

Examples:
  $ npx ledgerline report
  $ npx ledgerline report --format markdown --since last >> "$GITHUB_STEP_SUMMARY"
  $ npx ledgerline report --api "$LEDGERLINE_URL" --fail-on 'priority>=high,status=open'
  $ npx ledgerline report --format json --since 2026-11-01 | jq .byStatus`,
    )
    .action(async (options: ReportOptions, command: Command) => {
      if (options.api === undefined && command.getOptionValueSource('token') === 'cli')
        throw usageError('--token is only used with --api URL')
      const top = Number(options.top)
      if (!/^\d+$/.test(options.top) || top < 1 || top > 50)
        throw usageError(`--top must be a whole number from 1 to 50, not "${options.top}"`)
      const sinceLast = options.since === 'last'
      if (options.since !== undefined && !sinceLast) checkSince(options.since)
      if (options.failOn !== undefined) {
        // The API's own parser: a mistake is exit 2 before anything is read.
        const { parseFailOn } = await import('@ledgerline/api/cli')
        parseFailOn(options.failOn)
      }
      const api = options.api === undefined ? undefined : checkApiUrl(options.api)
      if (api !== undefined && options.token === undefined) throw missingOption('--token (or LEDGERLINE_TOKEN)')

      const since = sinceLast ? await readLastRun(options.stateFile) : options.since
      if (sinceLast && since === undefined)
        note(`No earlier run recorded in ${options.stateFile}: nothing is counted as new this time.`)
      const query: FeedbackReportQuery = { since, failOn: options.failOn, top }
      const report =
        api !== undefined ? await reportFromServer(api, options.token!, query) : await reportFromDatabase(query)

      if (options.format === 'json') printJson(report)
      else if (options.format === 'markdown') {
        const { escapeMarkdown } = await import('@ledgerline/api/cli')
        process.stdout.write(formatMarkdown(report, (text) => escapeMarkdown(text)))
      } else process.stdout.write(formatText(report))

      if (sinceLast) await writeLastRun(options.stateFile, report.generatedAt)
      if (report.failOn && report.failOn.count > 0) {
        throw new CliError(
          `${report.failOn.count} ${report.failOn.count === 1 ? 'entry matches' : 'entries match'} --fail-on ${report.failOn.expression}`,
        )
      }
    })
}
