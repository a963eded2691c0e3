/** @jsxImportSource preact */
import { Fragment } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import type { Feedback } from '@ledgerline/sdk'
import type { WidgetContext } from '../context'
import { format } from '../strings'
import { Icon } from './Icon'

/** The details of one pinned feedback entry. */
export function PinDialog({ ctx, feedback }: { ctx: WidgetContext; feedback: Feedback }) {
  const { strings } = ctx
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => closeButton.current?.focus(), [])

  const close = () => {
    ctx.activePin.value = null
    // Focus goes back to the pin that opened the dialog.
    ctx.host.shadowRoot?.querySelector<HTMLElement>(`[data-pin="${feedback.id}"]`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close()
    if (event.key === 'Tab') event.preventDefault() // the close button is the dialog's only control
  }
  const category = strings.categories[feedback.category] ?? feedback.category
  const subcategory = feedback.subcategory
    ? ` / ${strings.subcategories[feedback.subcategory as keyof typeof strings.subcategories] ?? feedback.subcategory}`
    : ''
  const rows: [string, string][] = [
    [strings.status, strings.statuses[feedback.status] ?? feedback.status],
    [strings.priority, strings.priorities[feedback.priority] ?? feedback.priority],
    [strings.category, category + subcategory],
    [strings.reporter, feedback.reporterName],
    [strings.message, feedback.message],
    [strings.elementText, feedback.elementText ?? '–'],
    [
      strings.submitted,
      new Intl.DateTimeFormat(ctx.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(feedback.createdAt),
      ),
    ],
    ...(feedback.resolutionNote ? [[strings.resolutionNote, feedback.resolutionNote] as [string, string]] : []),
  ]
  return (
    <section
      class="layer panel dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby="ll-pin-title"
      onKeyDown={onKeyDown}
    >
      <div class="bar">
        <h2 id="ll-pin-title">{format(strings.pinDialogTitle, { id: feedback.id }, ctx.language)}</h2>
        <button type="button" class="icon" ref={closeButton} aria-label={strings.close} onClick={close}>
          <Icon name="close" />
        </button>
      </div>
      <div class="body">
        <dl>
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </section>
  )
}
