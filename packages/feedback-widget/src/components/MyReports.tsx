/** @jsxImportSource preact */
import { useLayoutEffect, useRef, useState } from 'preact/hooks'
import type { WidgetContext } from '../context'

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; show(container: HTMLElement): void }

/**
 * "My reports" (issue 18): a signed-in reporter's own entries with their status, the date it changed and
 * staff's note. A disclosure under the assistant's first step, loaded each time it is opened; the list's code
 * (reader.ts) comes with the first opening, so the assistant stays within its budget.
 */
export function MyReports({ ctx }: { ctx: WidgetContext }) {
  const { strings, listMyReports: list } = ctx
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const entries = useRef<HTMLDivElement>(null)
  const request = useRef(0)
  useLayoutEffect(() => {
    if (loaded.state === 'done' && entries.current) loaded.show(entries.current)
  }, [loaded])
  if (!list) return null

  const toggle = async () => {
    // Only the latest opening's answer is shown.
    const current = ++request.current
    if (open) return setOpen(false)
    setOpen(true)
    setLoaded({ state: 'loading' })
    try {
      const [reader, reports] = await Promise.all([ctx.loadReader(), list()])
      if (current === request.current)
        setLoaded({ state: 'done', show: (container) => reader.renderReports(container, reports, strings) })
    } catch {
      if (current === request.current) setLoaded({ state: 'failed' })
    }
  }

  return (
    <>
      <button type="button" aria-expanded={open} aria-controls="ll-my-reports" onClick={() => void toggle()}>
        {strings.myReports}
      </button>
      {open && (
        <div id="ll-my-reports" class="reports" aria-busy={loaded.state === 'loading'}>
          {loaded.state === 'loading' && <p class="muted">{strings.myReportsLoading}</p>}
          {loaded.state === 'failed' && <p class="error">{strings.myReportsFailed}</p>}
          <div ref={entries} />
        </div>
      )}
    </>
  )
}
