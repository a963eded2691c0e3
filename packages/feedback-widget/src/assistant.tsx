/** @jsxImportSource preact */
import { render } from 'preact'
import { effect, signal } from '@preact/signals'
import type { Feedback, FeedbackPriority } from '@ledgerline/sdk'
import type { Assistant, Bridge } from './bridge'
import { Panel } from './components/Panel'
import { Picker } from './components/Picker'
import { PinDialog } from './components/Pins'
import type { WidgetContext } from './context'
import type { Evidence } from './evidence'
import { createFlow } from './flow'
import { keepDraft } from './draft'
import { assistantStrings } from './strings'
import panelCss from './styles/panel.css?inline'
import pickerCss from './styles/picker.css?inline'

function App({ ctx }: { ctx: WidgetContext }) {
  const active = ctx.activePin.value
  return (
    <>
      {ctx.flow.step.value === 'picking' && <Picker ctx={ctx} />}
      {ctx.open.value && <Panel ctx={ctx} />}
      {active && <PinDialog key={active.id} ctx={ctx} feedback={active} />}
    </>
  )
}

/**
 * The assistant: the chat-like panel, the element picker and the frame of a pin's details (Preact and signals). The loader
 * mounts it on first open, so a page that never opens it never loads it.
 */
export function mountAssistant(bridge: Bridge): Assistant {
  const { view } = bridge
  bridge.addStyle(`${panelCss}\n${pickerCss}`)
  const ctx: WidgetContext = {
    flow: createFlow(),
    strings: { ...bridge.localise(assistantStrings), ...bridge.strings },
    language: bridge.language,
    view,
    host: bridge.host,
    readable: bridge.readable,
    listMyReports: bridge.listMyReports,
    open: signal(false),
    minimised: signal(false),
    activePin: signal<Feedback | null>(null),
    submitting: signal(false),
    error: signal<string | null>(null),
    announcement: signal({ text: '', visible: false }),
    pending: signal(bridge.pending()),
    pinsHidden: signal(bridge.pinsHidden()),
    launcher: { current: bridge.launcher },
    openPanel() {
      ctx.activePin.value = null
      ctx.open.value = true
      ctx.minimised.value = false
    },
    closePanel() {
      if (ctx.submitting.value) return
      evidence = part = undefined // a new report starts without the last one's screenshot
      ctx.open.value = false
      ctx.minimised.value = false
      ctx.error.value = null
      ctx.flow.reset()
      bridge.launcher.focus()
    },
    minimise() {
      ctx.minimised.value = true
      bridge.launcher.focus()
    },
    submit,
    isOwn: bridge.isOwn,
    setPinsHidden(hidden) {
      ctx.pinsHidden.value = hidden
      bridge.setPinsHidden(hidden)
    },
    loadReader: bridge.loadReader,
    evidence: () => (evidence ??= bridge.load('evidence').then((mount) => (part = mount(ctx, bridge)))),
  }
  let destroyed = false
  let evidence: Promise<Evidence> | undefined
  let part: Evidence | undefined

  async function submit(priority: FeedbackPriority) {
    const input = ctx.flow.submission(priority, view.location.pathname)
    if (!input || ctx.submitting.value) return
    ctx.submitting.value = true
    ctx.error.value = null
    ctx.announcement.value = { text: ctx.strings.sending, visible: false }
    // The screenshot and context as reviewed (the part loads with the details step); without it, the report alone.
    const outcome = await bridge.submit(part ? part.finish(input) : input)
    ctx.submitting.value = false
    if (destroyed) return
    if ('refused' in outcome) {
      // The server said no (bad input, an origin it does not know…): the entry stays as typed.
      ctx.error.value = ctx.strings.failed
      ctx.announcement.value = { text: ctx.strings.failed, visible: false }
      return
    }
    ctx.closePanel()
    // Saved on this device but not on the server: say so plainly, never "thank you".
    ctx.announcement.value = { text: 'stored' in outcome ? ctx.strings.sent : ctx.strings.queued, visible: true }
  }

  // The answers typed so far survive a reload.
  const stopDraft = keepDraft(ctx.flow, bridge.draft)
  const stopPending = bridge.onPending((list) => (ctx.pending.value = list))
  const stopAnnouncing = effect(() => {
    const { text, visible } = ctx.announcement.value
    if (text) bridge.announce(text, visible)
  })
  const stopExpanded = effect(() => bridge.setExpanded(ctx.open.value && !ctx.minimised.value))
  render(<App ctx={ctx} />, bridge.root)

  return {
    toggle() {
      if (ctx.open.value && !ctx.minimised.value) ctx.closePanel()
      else ctx.openPanel()
    },
    openPin(feedback) {
      ctx.activePin.value = feedback
    },
    destroy() {
      destroyed = true
      render(null, bridge.root)
      stopDraft()
      stopPending()
      stopAnnouncing()
      stopExpanded()
    },
  }
}
