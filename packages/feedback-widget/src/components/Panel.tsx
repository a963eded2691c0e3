/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks'
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_LOCATIONS, FEEDBACK_PRIORITIES } from '@ledgerline/sdk'
import type { WidgetContext } from '../context'
import { subcategoriesOf, type FlowStep } from '../flow'
import { format, type PanelStrings } from '../strings'
import { truncate } from '../capture'
import { Icon } from './Icon'
import { MyReports } from './MyReports'
import { NotifyEmailField } from './NotifyEmailField'

const FOCUSABLE = 'button:not(:disabled),textarea,input:not([type=file])'

export function stepTitle(step: FlowStep, strings: PanelStrings): string {
  const titles: Record<FlowStep, string> = {
    initial: strings.initialTitle,
    category: strings.categoryTitle,
    subcategory: strings.subcategoryTitle,
    location: strings.locationTitle,
    picking: strings.pickerTitle,
    details: strings.detailsTitle,
    priority: strings.priorityTitle,
  }
  return titles[step]
}

interface Choice {
  value: string
  label: string
  hint?: string
}

function Choices({
  choices,
  onChoose,
  disabled,
}: {
  choices: Choice[]
  onChoose: (value: string) => void
  disabled?: boolean
}) {
  return (
    <div class="choices">
      {choices.map((choice) => (
        <button type="button" key={choice.value} disabled={disabled} onClick={() => onChoose(choice.value)}>
          {choice.label}
          {choice.hint && <small>{choice.hint}</small>}
        </button>
      ))}
    </div>
  )
}

function StepBody({ ctx }: { ctx: WidgetContext }) {
  const { flow, strings } = ctx
  const labels = (values: readonly string[], group: Record<string, string>): Choice[] =>
    values.map((value) => ({ value, label: group[value] ?? value }))
  switch (flow.step.value) {
    case 'initial':
      return (
        <>
          <p class="muted">{strings.initialText}</p>
          <button type="button" class="primary" onClick={flow.start}>
            {strings.start}
          </button>
          <MyReports ctx={ctx} />
          {ctx.pending.value.length > 0 && (
            <div class="pending">
              <p class="muted">{format(strings.pendingTitle, { count: ctx.pending.value.length }, ctx.language)}</p>
              <ul>
                {ctx.pending.value.map((report) => (
                  <li key={report.key}>{truncate(report.input.message, 80)}</li>
                ))}
              </ul>
            </div>
          )}
          {ctx.readable && (
            <label class="check">
              <input
                type="checkbox"
                checked={!ctx.pinsHidden.value}
                onChange={(event) => ctx.setPinsHidden(!event.currentTarget.checked)}
              />
              {strings.showPins}
            </label>
          )}
        </>
      )
    case 'category':
      return (
        <Choices
          choices={FEEDBACK_CATEGORIES.map((value) => ({
            value,
            label: strings.categories[value],
            hint: strings.categoryHints[value],
          }))}
          onChoose={(value) => flow.chooseCategory(value as (typeof FEEDBACK_CATEGORIES)[number])}
        />
      )
    case 'subcategory':
      return (
        <Choices
          choices={labels(subcategoriesOf(flow.category.value ?? 'broken'), strings.subcategories)}
          onChoose={flow.chooseSubcategory}
        />
      )
    case 'location':
      return (
        <Choices
          choices={labels(FEEDBACK_LOCATIONS, strings.locations)}
          onChoose={(value) => flow.chooseLocation(value as (typeof FEEDBACK_LOCATIONS)[number])}
        />
      )
    case 'details':
      return (
        <form onSubmit={(event) => (event.preventDefault(), flow.continueToPriority())} class="choices">
          {flow.picked.value && (
            <p class="muted">
              {strings.pickedLabel}: {flow.picked.value.elementText || flow.picked.value.elementSelector}
            </p>
          )}
          <label>
            {strings.messageLabel}
            <textarea
              required
              maxLength={FEEDBACK_LIMITS.message}
              placeholder={strings.messagePlaceholder}
              value={flow.message.value}
              onInput={(event) => (flow.message.value = event.currentTarget.value)}
            />
          </label>
          <label>
            {strings.nameLabel}
            <input
              type="text"
              autoComplete="name"
              maxLength={FEEDBACK_LIMITS.reporterName}
              value={flow.reporterName.value}
              onInput={(event) => (flow.reporterName.value = event.currentTarget.value)}
            />
          </label>
          {!ctx.readable && <NotifyEmailField ctx={ctx} />}
          <Slot ctx={ctx} />
          <button type="submit" class="primary" disabled={!flow.canContinue.value}>
            {strings.continue}
          </button>
        </form>
      )
    case 'priority':
      return (
        <>
          <Choices
            choices={labels(FEEDBACK_PRIORITIES, strings.priorities)}
            onChoose={(value) => void ctx.submit(value as (typeof FEEDBACK_PRIORITIES)[number])}
            disabled={ctx.submitting.value}
          />
          {ctx.submitting.value && <p class="muted">{strings.sending}</p>}
          {ctx.error.value && <p class="error">{ctx.error.value}</p>}
        </>
      )
    default:
      return null
  }
}

/** Where the evidence part draws the Screenshot step and the context review (its code loads here). */
function Slot({ ctx }: { ctx: WidgetContext }) {
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ctx.evidence().then(
      (part) => slot.current && part.show(slot.current),
      () => undefined,
    )
  }, [])
  return <div ref={slot} />
}

/** The chat-like assistant panel. Hidden while the element picker runs. */
export function Panel({ ctx }: { ctx: WidgetContext }) {
  const { flow, strings, minimised } = ctx
  const body = useRef<HTMLDivElement>(null)
  const step = flow.step.value

  // Each step moves focus to its first control, so keyboard users never fall back to the page.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('textarea, button:not(:disabled)')?.focus()
    ctx.announcement.value = { text: stepTitle(step, strings), visible: false }
  }, [step, minimised.value])

  if (step === 'picking') return null
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') ctx.closePanel()
    // Focus stays in the panel: Tab from its last control goes to its first, Shift+Tab the other way.
    const all = event.key === 'Tab' ? (event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(FOCUSABLE) : []
    const edge = all[event.shiftKey ? 0 : all.length - 1]
    if (edge && edge === ctx.host.shadowRoot?.activeElement) {
      event.preventDefault()
      all[event.shiftKey ? all.length - 1 : 0]!.focus()
    }
  }
  return (
    // WAI-ARIA's dialog pattern: Escape closes. (The lint config's `dialog` exception keys on element names.)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section id="ll-panel" class="layer panel" role="dialog" aria-labelledby="ll-title" onKeyDown={onKeyDown}>
      <div class="bar">
        <h2 id="ll-title">{strings.panelTitle}</h2>
        {minimised.value ? (
          <button type="button" class="icon" aria-label={strings.restore} onClick={ctx.openPanel}>
            <Icon name="chat" />
          </button>
        ) : (
          <button type="button" class="icon" aria-label={strings.minimise} onClick={ctx.minimise}>
            <Icon name="minimise" />
          </button>
        )}
        <button type="button" class="icon" aria-label={strings.close} onClick={ctx.closePanel}>
          <Icon name="close" />
        </button>
      </div>
      {!minimised.value && (
        <div class="body" ref={body}>
          <h3>{stepTitle(step, strings)}</h3>
          <StepBody ctx={ctx} />
          {step !== 'initial' && (
            <button type="button" class="icon back" onClick={flow.back} disabled={ctx.submitting.value}>
              <Icon name="back" size={16} />
              {strings.back}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
