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
