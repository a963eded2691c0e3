import type { ReactNode } from 'react'

/**
 * A wide table's frame, scrolling sideways on a phone (STYLE.md: tables scroll). It takes keyboard focus, so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable), and is named after its table.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  )
}
