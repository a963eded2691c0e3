/** @jsxImportSource preact */
import type { WidgetContext } from '../context'
import { format } from '../strings'
import { Icon } from './Icon'

/** The round button at bottom right, with the open-feedback count (portal mode only, hidden at 0). */
export function Launcher({ ctx }: { ctx: WidgetContext }) {
  const { strings, open, minimised, count } = ctx
  const shown = ctx.readable && count.value > 0 ? count.value : 0
  const label = shown ? `${strings.launcher} (${format(strings.launcherCount, { count: shown })})` : strings.launcher
  const expanded = open.value && !minimised.value
  const toggle = () => (expanded ? ctx.closePanel() : ctx.openPanel())
  return (
    <button
      ref={ctx.launcher}
      type="button"
      class="layer launcher"
      aria-label={label}
      aria-expanded={expanded}
      onClick={toggle}
    >
      <Icon name="chat" size={24} />
      {shown > 0 && (
        <span class="badge" aria-hidden="true">
          {shown > 99 ? '99+' : shown}
        </span>
      )}
    </button>
  )
}
