import type { FeedbackReport, FeedbackReportEntry } from '@ledgerline/sdk/types'

export const REPORT_FORMATS = ['text', 'markdown', 'json'] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]

/** The API's Markdown escaping (the export's), so user text cannot break a pull-request comment. */
type Escape = (text: string) => string

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

const inline = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, n]) => `${key} ${n}`)
    .join(' · ')

function textEntries(entries: FeedbackReportEntry[], count: number): string[] {
  const lines = entries.map(
    (e) => `  #${e.id}  ${e.priority.padEnd(6)}  ${e.status.padEnd(8)}  ${e.pageUrl}  ${e.summary}`,
  )
  if (count > entries.length) lines.push(`  … and ${count - entries.length} more`)
  return lines
}

export function formatText(report: FeedbackReport): string {
  const lines = [
    `Feedback report, ${report.generatedAt}`,
    `Total: ${plural(report.total, 'entry', 'entries')}`,
    '',
    `Status:    ${inline(report.byStatus)}`,
    `Priority:  ${inline(report.byPriority)}`,
    `Category:  ${inline(report.byCategory)}`,
    '',
    'Top pages:',
    ...(report.topPages.length === 0
      ? ['  (none)']
      : report.topPages.map((page) => `  ${String(page.count).padStart(6)}  ${page.pageUrl}`)),
  ]
  if (report.newSince) {
    lines.push('', `New since ${report.newSince.since}: ${report.newSince.count}`)
    lines.push(...textEntries(report.newSince.entries, report.newSince.count))
  }
  if (report.failOn) {
    lines.push(
      '',
      `Fail on ${report.failOn.expression}: ${plural(report.failOn.count, 'matching entry', 'matching entries')}`,
    )
    lines.push(...textEntries(report.failOn.entries, report.failOn.count))
  }
  return `${lines.join('\n')}\n`
}

function markdownCounts(title: string, counts: Record<string, number>): string[] {
  const keys = Object.keys(counts)
  return [
    `| ${title} | ${keys.join(' | ')} |`,
    `|---|${keys.map(() => '---:').join('|')}|`,
    `| entries | ${keys.map((key) => counts[key]).join(' | ')} |`,
    '',
  ]
}

function markdownEntries(entries: FeedbackReportEntry[], count: number, escape: Escape): string[] {
  if (entries.length === 0) return []
  const lines = [
    '| # | Priority | Status | Category | Page | Summary |',
    '|---:|---|---|---|---|---|',
    ...entries.map(
      (e) =>
        `| ${e.id} | ${e.priority} | ${e.status} | ${e.category} | ${escape(e.pageUrl)} | ${escape(e.summary) || '–'} |`,
    ),
  ]
  if (count > entries.length) lines.push('', `… and ${count - entries.length} more.`)
  return [...lines, '']
}

/** For a pull-request comment or `$GITHUB_STEP_SUMMARY`: GitHub-flavoured tables, user text escaped. */
export function formatMarkdown(report: FeedbackReport, escape: Escape): string {
  const lines = [
    '## Feedback report',
    '',
    `${plural(report.total, 'entry', 'entries')} · generated ${report.generatedAt}`,
    '',
  ]
  if (report.failOn) {
    const { expression, count } = report.failOn
    lines.push(
      count === 0
        ? `**Passed:** no entry matches \`${expression}\`.`
        : `**Failed:** ${plural(count, 'entry matches', 'entries match')} \`${expression}\`.`,
      '',
      ...markdownEntries(report.failOn.entries, count, escape),
    )
  }
  lines.push(
    ...markdownCounts('Status', report.byStatus),
    ...markdownCounts('Priority', report.byPriority),
    ...markdownCounts('Category', report.byCategory),
  )
  lines.push('### Top pages', '')
  if (report.topPages.length === 0) lines.push('No feedback yet.', '')
  else
    lines.push(
      '| Page | Entries |',
      '|---|---:|',
      ...report.topPages.map((page) => `| ${escape(page.pageUrl)} | ${page.count} |`),
      '',
    )
  if (report.newSince) {
    const { since, count } = report.newSince
    lines.push(`### New since ${since}`, '', `${plural(count, 'new entry', 'new entries')}.`, '')
    lines.push(...markdownEntries(report.newSince.entries, count, escape))
  }
  return `${lines.join('\n').trimEnd()}\n`
}
