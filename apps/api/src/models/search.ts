/** `%text%` for LIKE, with the wildcards of the user's text escaped (escape character `\`). */
export const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Case-insensitive "contains" over several columns, the same on SQLite and PostgreSQL:
 * one raw clause per column, to be OR-ed by the caller (`q.orWhereRaw(c.sql, c.bindings)`).
 */
export function containsClauses(columns: readonly string[], text: string): Array<{ sql: string; bindings: string[] }> {
  const pattern = likePattern(text)
  return columns.map((column) => ({ sql: `lower(??) like ? escape '\\'`, bindings: [column, pattern] }))
}
