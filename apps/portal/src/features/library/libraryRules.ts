import type { FlowTemplate, LibraryItem } from '@ledgerline/sdk'

function matches(value: string, needle: string): boolean {
  return value.toLowerCase().includes(needle)
}

/** SPEC.md §2.11: the gallery's name filter looks at title and description. */
export function filterFlowTemplates(templates: readonly FlowTemplate[], query: string): FlowTemplate[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...templates]
  return templates.filter((t) => matches(t.title, needle) || matches(t.description, needle))
}

/** The Action and Files tables filter on the name. */
export function filterByName<T extends Pick<LibraryItem, 'name'>>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...items]
  return items.filter((item) => matches(item.name, needle))
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const

export function formatSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`
}
