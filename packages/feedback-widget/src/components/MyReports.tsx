/** @jsxImportSource preact */
import { useState } from 'preact/hooks'
import type { Feedback } from '@ledgerline/sdk'
import type { WidgetContext } from '../context'
import { format } from '../strings'

/** The message's first line, shortened, so each entry stays one glance. */
function excerpt(message: string): string {
  const line = message.trim().split(/\r?\n/)[0] ?? ''
  return line.length > 90 ? `${line.slice(0, 89)}…` : line
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; entries: Feedback[] }

/**
 * "My reports" (issue 18): a signed-in reporter's own entries with their status, the date it changed
 * and staff's note. A disclosure under the assistant's first step, loaded each time it is opened.
 */
export function MyReports({ ctx }: { ctx: WidgetContext }) {
  const { strings } = ctx
  const load = ctx.listMyReports
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  if (!load) return null

  const toggle = async () => {
    if (open) return setOpen(false)
    setOpen(true)
    setLoaded({ state: 'loading' })
    try {
      setLoaded({ state: 'done', entries: await load() })
    } catch {
      setLoaded({ state: 'failed' })
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
          {loaded.state === 'done' && loaded.entries.length === 0 && <p class="muted">{strings.myReportsEmpty}</p>}
          {loaded.state === 'done' && loaded.entries.length > 0 && (
            <ul aria-label={strings.myReports}>
              {loaded.entries.map((entry) => {
                const changed = entry.statusChangedAt ?? entry.createdAt
                return (
                  <li key={entry.id} data-report={entry.id}>
                    <p>
                      <strong>#{entry.id}</strong>{' '}
                      <span class={`status ${entry.status}`}>{strings.statuses[entry.status] ?? entry.status}</span>{' '}
                      <time class="muted" dateTime={changed}>
                        {format(strings.myReportsChanged, { date: new Date(changed).toLocaleDateString() })}
                      </time>
                    </p>
                    <p class="muted">{excerpt(entry.message)}</p>
                    {entry.resolutionNote && (
                      <p class="note">
                        {strings.resolutionNote}: {entry.resolutionNote}
                      </p>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      )}
    </>
  )
}
