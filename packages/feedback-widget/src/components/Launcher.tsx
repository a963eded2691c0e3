/** @jsxImportSource preact */
import type { WidgetContext } from '../context'
import { Icon } from './Icon'

/**
 * The round button at bottom right, with the open-feedback count (portal mode only, hidden at 0). Its name is
 * its content, so the badge's visible number is part of it (WCAG 2.5.3): "Feedback 3 open".
 */
export function Launcher({ ctx }: { ctx: WidgetContext }) {
  const { strings, open, minimised, count } = ctx
  const shown = ctx.readable && count.value > 0 ? count.value : 0
  const [before = '', after = ''] = strings.launcherCount.split('{count}')
  const number = new Intl.NumberFormat(ctx.language)
  const expanded = open.value && !minimised.value
  const toggle = () => (expanded ? ctx.closePanel() : ctx.openPanel())
  return (
    <button ref={ctx.launcher} type="button" class="layer launcher" aria-expanded={expanded} onClick={toggle}>
      <Icon name="chat" size={24} />
      <span class="sr">{shown ? `${strings.launcher} ${before}` : strings.launcher}</span>
      {shown > 0 && (
        <>
          <span class="badge">{shown > 99 ? `${number.format(99)}+` : number.format(shown)}</span>
          <span class="sr">{after}</span>
        </>
      )}
    </button>
  )
}
