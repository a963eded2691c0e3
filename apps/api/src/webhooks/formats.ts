import type { Feedback, WebhookEvent, WebhookFormat } from '@ledgerline/contracts'
import { escapeMarkdown } from '../feedback/export.js'

const TITLES: Record<WebhookEvent['type'], string> = {
  'feedback.created': 'New feedback',
  'feedback.status_changed': 'Feedback status changed',
  'feedback.deleted': 'Feedback deleted',
  'webhook.test': 'Test delivery from Ledgerline',
}

/** Slack's mrkdwn needs only these three escaped (its own rule), so user text cannot form links or mentions. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const firstLine = (text: string, max: number) => {
  const line = text.trim().split(/\r?\n/)[0] ?? ''
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

function entryOf(event: WebhookEvent): Partial<Feedback> & { id?: number; previousStatus?: string } {
  const entry: Partial<Feedback> & { id?: number; previousStatus?: string } = event.data
  return entry
}

/** A Slack incoming-webhook message: a fallback `text` and one section of mrkdwn. */
function slack(event: WebhookEvent): object {
  const entry = entryOf(event)
  const lines = [`*${TITLES[event.type]}*${entry.id === undefined ? '' : ` #${entry.id}`}`]
  if (entry.status)
    lines.push(
      `Status: ${entry.previousStatus ? `${entry.previousStatus} → ` : ''}${entry.status} · Priority: ${entry.priority} · Category: ${entry.category}`,
    )
  if (entry.pageUrl) lines.push(`Page: ${slackEscape(entry.pageUrl)}`)
  if (entry.message) lines.push(`>${slackEscape(firstLine(entry.message, 300))}`)
  if (entry.resolutionNote) lines.push(`Note: ${slackEscape(entry.resolutionNote)}`)
  if (entry.screenshotUrl) lines.push(`<${slackEscape(entry.screenshotUrl)}|Screenshot>`)
  const text = lines.join('\n')
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] }
}

/** The body of GitHub's "create an issue" call (title, body, labels), for a relay that files it. */
function github(event: WebhookEvent): object {
  const entry = entryOf(event)
  const title = `${TITLES[event.type]}${entry.id === undefined ? '' : ` #${entry.id}`}${
    entry.message ? `: ${firstLine(entry.message, 80)}` : ''
  }`
  const fields = [
    entry.status && `- **Status:** ${entry.previousStatus ? `${entry.previousStatus} → ` : ''}${entry.status}`,
    entry.priority && `- **Priority:** ${entry.priority}`,
    entry.category && `- **Category:** ${entry.category}${entry.subcategory ? ` / ${entry.subcategory}` : ''}`,
    entry.reporterName && `- **Reporter:** ${escapeMarkdown(entry.reporterName)}`,
    entry.pageUrl && `- **Page:** ${escapeMarkdown(entry.pageUrl)}`,
    entry.createdAt && `- **Created:** ${entry.createdAt}`,
    entry.screenshotUrl && `- **Screenshot:** <${entry.screenshotUrl}>`,
  ].filter(Boolean)
  const quote = (text: string) =>
    escapeMarkdown(text, true)
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n')
  const body = [
    ...fields,
    ...(entry.message ? ['', quote(entry.message)] : []),
    ...(entry.resolutionNote ? ['', `**Resolution note:** ${escapeMarkdown(entry.resolutionNote)}`] : []),
    '',
    `<sub>Ledgerline event ${event.id} (${event.type}) at ${event.createdAt}</sub>`,
  ].join('\n')
  const labels = [
    'feedback',
    ...(entry.priority ? [`priority: ${entry.priority}`] : []),
    ...(entry.category ? [entry.category] : []),
  ]
  return { title, body, labels }
}

/** The request body an endpoint receives in its format; `json` is the event itself. */
export function formatWebhookBody(format: WebhookFormat, event: WebhookEvent): string {
  if (format === 'slack') return JSON.stringify(slack(event))
  if (format === 'github') return JSON.stringify(github(event))
  return JSON.stringify(event)
}
