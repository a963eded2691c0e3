import type { Command } from 'commander'

/** Data goes to stdout, everything meant for the person (progress, notes, errors) to stderr. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
}

export function printLine(text: string): void {
  process.stdout.write(`${text}\n`)
}

export function note(text: string): void {
  process.stderr.write(`${text}\n`)
}

/** Adds the "Examples:" block every leaf command's --help ends with. */
export function examples(command: Command, lines: string[], intro = ''): Command {
  return command.addHelpText(
    'after',
    `${intro ? `\n${intro}\n` : ''}\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}`,
  )
}

/** 1536 → "1.5 KB", for people. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

export interface Column<T> {
  header: string
  value: (row: T) => string | number | boolean | null | undefined
}

/** A plain, aligned table (no colours, so it pipes and greps cleanly); an empty list is a note on stderr. */
export function printTable<T>(rows: readonly T[], columns: readonly Column<T>[], empty: string): void {
  if (rows.length === 0) {
    note(empty)
    return
  }
  const cells = rows.map((row) => columns.map((column) => String(column.value(row) ?? '–')))
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((line) => line[i]!.length)))
  const format = (line: string[]) =>
    line.map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')
  printLine(format(columns.map((column) => column.header)))
  for (const line of cells) printLine(format(line))
}
