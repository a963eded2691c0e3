/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks'
import type { Feedback } from '@ledgerline/sdk'
import type { WidgetContext } from '../context'

/**
 * The details of one pinned feedback entry. Its code (reader.ts) loads when a pin is first opened: only
 * signed-in readers see pins.
 */
export function PinDialog({ ctx, feedback }: { ctx: WidgetContext; feedback: Feedback }) {
  const holder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let remove: (() => void) | undefined
    let gone = false
    const close = () => {
      ctx.activePin.value = null
      // Focus goes back to the pin that opened the dialog.
      ctx.host.shadowRoot?.querySelector<HTMLElement>(`[data-pin="${feedback.id}"]`)?.focus()
    }
    ctx.loadReader().then(
      (reader) => {
        if (!gone && holder.current)
          remove = reader.showPinDialog(holder.current, feedback, ctx.strings, ctx.language, close)
      },
      // Offline, or the file is blocked: no dialog, and the pin can be clicked again.
      () => !gone && (ctx.activePin.value = null),
    )
    return () => {
      gone = true
      remove?.()
    }
  }, [ctx, feedback])
  return <div ref={holder} />
}
