import { Option, type Command } from 'commander'
import { WEBHOOK_EVENTS, WEBHOOK_FORMATS, type WebhookEventType, type WebhookFormat } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { CliError, usageError } from '../lib/errors.js'
import { examples, note, printJson, printLine, printTable } from '../lib/output.js'
import { ask, choose, confirmOrFail } from '../lib/prompt.js'

/** `feedback.created,feedback.deleted`: the events an endpoint receives. */
export function parseEvents(value: string): WebhookEventType[] {
  const events = value
    .split(',')
    .map((event) => event.trim())
    .filter(Boolean)
  const unknown = events.filter((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event))
  if (events.length === 0 || unknown.length > 0)
    throw usageError(`--events must list some of ${WEBHOOK_EVENTS.join(', ')}, not "${value}"`)
  return [...new Set(events)] as WebhookEventType[]
}

function parseId(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw usageError(`An endpoint id is a number, not "${value}"`)
  return Number(value)
}

async function pickEndpoint(idArgument: string | undefined, message: string): Promise<number> {
  if (idArgument !== undefined) return parseId(idArgument)
  return withDatabase(async ({ db }) => {
    const { webhooksService } = await import('@ledgerline/api/cli')
    return choose(
      '<id>',
      message,
      async () => (await webhooksService.list(db)).map((e) => ({ name: `#${e.id} ${e.url}`, value: e.id })),
      'There are no webhook endpoints.',
    )
  })
}

export function registerWebhooks(program: Command): void {
  const webhooks = program
    .command('webhooks')
    .description(
      'manage webhook endpoints: signed POSTs on feedback.created, feedback.status_changed, feedback.deleted',
    )

  webhooks
    .command('add')
    .description('register an endpoint and print its signing secret; the secret is shown this once')
    .option('--url <url>', 'where to POST the events (http or https)')
    .option('--events <events>', `comma-separated: ${WEBHOOK_EVENTS.join(', ')}`)
    .addOption(
      new Option('--format <format>', 'json (the event), slack (a Slack message) or github (an issue body)')
        .choices(WEBHOOK_FORMATS)
        .default('json'),
    )
    .option('--json', 'print the endpoint and its secret as JSON')
    .addHelpText(
      'after',
      `
Deliveries carry Ledgerline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the secret>,
and are retried with exponential backoff for 24 hours while the receiver fails.

Examples:
  $ npx ledgerline webhooks add --url https://hooks.slack.com/services/T0/B0/X --events feedback.created --format slack
  $ npx ledgerline webhooks add --url https://ci.example.com/ledgerline --events feedback.created,feedback.status_changed --json`,
    )
    .action(async (options: { url?: string; events?: string; format: WebhookFormat; json?: boolean }) => {
      const url =
        options.url ??
        (await ask<string>('--url', {
          type: 'input',
          message: 'Endpoint URL',
          validate: (v: string) => /^https?:\/\//.test(v.trim()) || 'An http(s) URL',
        }))
      const events = parseEvents(
        options.events ??
          (await ask<string>('--events', {
            type: 'input',
            message: `Events (${WEBHOOK_EVENTS.join(', ')})`,
            default: 'feedback.created',
          })),
      )
      await withDatabase(async ({ db }) => {
        const { webhooksService } = await import('@ledgerline/api/cli')
        const { endpoint, secret } = await webhooksService.add(db, { url, events, format: options.format })
        if (options.json) return printJson({ ...endpoint, secret })
        printLine(secret)
        note(
          `Added webhook #${endpoint.id} → ${endpoint.url} (${endpoint.events.join(', ')}, ${endpoint.format}). ` +
            'Store the signing secret now: it is not shown again.',
        )
      })
    })

  const list = webhooks
    .command('list')
    .description('list endpoints with the outcome of their latest delivery (never their secrets)')
    .option('--json', 'print the endpoints as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const { webhooksService } = await import('@ledgerline/api/cli')
        const list = await webhooksService.list(db)
        if (options.json) return printJson(list)
        printTable(
          list,
          [
            { header: 'ID', value: (e) => e.id },
            { header: 'URL', value: (e) => e.url },
            { header: 'EVENTS', value: (e) => e.events.join(',') },
            { header: 'FORMAT', value: (e) => e.format },
            {
              header: 'LAST DELIVERY',
              value: (e) =>
                e.lastStatus ? `${e.lastStatus}${e.lastStatusCode ? ` (${e.lastStatusCode})` : ''}` : null,
            },
            { header: 'AT', value: (e) => e.lastAttemptAt },
            { header: 'ERROR', value: (e) => e.lastError },
          ],
          'No webhook endpoints yet: add one with `ledgerline webhooks add`.',
        )
      })
    })
  examples(list, ['npx ledgerline webhooks list', 'npx ledgerline webhooks list --json'])

  const deliveries = webhooks
    .command('deliveries')
    .description('list the latest deliveries: event, status (pending, sent, failed), attempts, last error')
    .option('--endpoint <id>', 'only the deliveries to this endpoint')
    .option('--json', 'print the deliveries as JSON')
    .action(async (options: { endpoint?: string; json?: boolean }) => {
      const endpointId = options.endpoint === undefined ? undefined : parseId(options.endpoint)
      await withDatabase(async ({ db }) => {
        const { webhooksService } = await import('@ledgerline/api/cli')
        const list = await webhooksService.deliveries(db, { endpointId })
        if (options.json) return printJson(list)
        printTable(
          list,
          [
            { header: 'ID', value: (d) => d.id },
            { header: 'ENDPOINT', value: (d) => d.endpointId },
            { header: 'EVENT', value: (d) => `${d.type} ${d.eventId}` },
            { header: 'STATUS', value: (d) => d.status },
            { header: 'ATTEMPTS', value: (d) => d.attempts },
            { header: 'NEXT', value: (d) => (d.status === 'pending' ? d.nextAttemptAt : null) },
            { header: 'ERROR', value: (d) => d.lastError },
          ],
          'No webhook deliveries yet.',
        )
      })
    })
  examples(deliveries, ['npx ledgerline webhooks deliveries', 'npx ledgerline webhooks deliveries --endpoint 2 --json'])

  const remove = webhooks
    .command('remove')
    .description('remove an endpoint; it receives nothing more, pending retries included')
    .argument('[id]', 'the endpoint id as `webhooks list` shows it (asked for on a terminal when missing)')
    .option('-y, --yes', 'remove without asking (required without a terminal)')
    .option('--json', 'print the removed endpoint id as JSON')
    .action(async (idArgument: string | undefined, options: { yes?: boolean; json?: boolean }) => {
      const id = await pickEndpoint(idArgument, 'Endpoint to remove')
      await confirmOrFail(
        options.yes,
        `Remove webhook #${id}? It receives nothing more, pending retries included.`,
        `webhooks remove deletes webhook #${id}`,
      )
      await withDatabase(async ({ db }) => {
        const { webhooksService } = await import('@ledgerline/api/cli')
        try {
          await webhooksService.remove(db, id)
        } catch {
          throw new CliError(`No webhook endpoint #${id}`)
        }
        if (options.json) return printJson({ removed: { id } })
        note(`Removed webhook #${id}.`)
      })
    })
  examples(remove, ['npx ledgerline webhooks remove 2', 'npx ledgerline webhooks remove 2 --yes --json'])

  const test = webhooks
    .command('test')
    .description('send a signed webhook.test event to an endpoint now; exit 1 unless it answers 2xx')
    .argument('[id]', 'the endpoint id (asked for on a terminal when missing)')
    .option('--json', 'print the endpoint id and the HTTP status as JSON')
    .action(async (idArgument: string | undefined, options: { json?: boolean }) => {
      const id = await pickEndpoint(idArgument, 'Endpoint to test')
      await withDatabase(async ({ db }) => {
        const { webhooksService } = await import('@ledgerline/api/cli')
        const { status } = await webhooksService.test(db, id)
        if (options.json) return printJson({ id, status })
        note(`Webhook #${id} accepted the test delivery (HTTP ${status}).`)
      })
    })
  examples(test, ['npx ledgerline webhooks test 2', 'npx ledgerline webhooks test 2 --json'])
}
