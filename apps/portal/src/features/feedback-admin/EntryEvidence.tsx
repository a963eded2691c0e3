import type { Feedback, FeedbackContext } from '@ledgerline/sdk'
import { useApiClient } from '@ledgerline/sdk/react'
import { Collapsible, Dialog } from 'radix-ui'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'

/**
 * What a report carried besides its message (issue 17): its screenshot as a thumbnail that opens larger, and the
 * browser context in a collapsed panel. Everything captured is shown as text (React escapes it); the image is
 * served by the API behind the entry's own permission.
 */
export function EntryEvidence({ entry }: { entry: Feedback }) {
  const src = useApiClient().screenshotUrl(entry)
  if (!src && !entry.context) return null
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      {src && <ScreenshotThumbnail id={entry.id} src={src} />}
      {entry.context && <ContextPanel id={entry.id} context={entry.context} />}
    </div>
  )
}

function ScreenshotThumbnail({ id, src }: { id: number; src: string }) {
  const alt = `Screenshot sent with feedback #${id}`
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={`View the screenshot of feedback #${id}`}
        className="w-40 shrink-0 overflow-hidden rounded border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <img src={src} alt={alt} loading="lazy" className="block h-24 w-full object-cover object-top" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded border border-border bg-surface p-4 text-surface-foreground shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Screenshot of feedback #{id}</Dialog.Title>
          <Dialog.Description className="sr-only">The image the reporter sent with this feedback.</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-auto">
            <img src={src} alt={alt} className="mx-auto block h-auto max-w-full" />
          </div>
          <div className="flex justify-end gap-2">
            <a href={src} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline')}>
              Open full size
            </a>
            <Dialog.Close className={buttonClasses('default')}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

type Fact = 'browser' | 'os' | 'viewport' | 'language' | 'timeZone' | 'title' | 'referrer'

const FACTS: Array<[Fact, string]> = [
  ['browser', 'Browser'],
  ['os', 'OS'],
  ['viewport', 'Viewport'],
  ['language', 'Language'],
  ['timeZone', 'Time zone'],
  ['title', 'Page title'],
  ['referrer', 'Referrer'],
]

function ContextPanel({ id, context }: { id: number; context: FeedbackContext }) {
  const [open, setOpen] = useState(false)
  const facts = FACTS.filter(([key]) => context[key])
  const consoleLines = context.console ?? []
  const failures = context.network ?? []
  const counts = [
    consoleLines.length > 0 && `${consoleLines.length} console ${consoleLines.length === 1 ? 'line' : 'lines'}`,
    failures.length > 0 && `${failures.length} failed ${failures.length === 1 ? 'request' : 'requests'}`,
  ].filter(Boolean)
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="min-w-0 flex-1 text-sm">
      <Collapsible.Trigger
        aria-label={`${open ? 'Hide' : 'Show'} the page context of feedback #${id}`}
        className="inline-flex items-baseline gap-1 rounded text-left text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        Page context{counts.length ? ` (${counts.join(', ')})` : ''}
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-2 flex flex-col gap-3 rounded border border-border bg-muted/40 p-3">
        {facts.length > 0 && (
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1">
            {facts.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">{context[key]}</dd>
              </div>
            ))}
          </dl>
        )}
        {consoleLines.length > 0 && (
          <section aria-label="Console errors and warnings">
            <h3 className="font-medium">Console</h3>
            <ul className="mt-1 flex flex-col gap-1">
              {consoleLines.map((line, i) => (
                <li key={i} className="font-mono text-xs break-words whitespace-pre-wrap">
                  <span className="font-semibold uppercase">{line.level}</span> {line.message}
                </li>
              ))}
            </ul>
          </section>
        )}
        {failures.length > 0 && (
          <section aria-label="Failed network requests">
            <h3 className="font-medium">Failed requests</h3>
            <ul className="mt-1 flex flex-col gap-1">
              {failures.map((failure, i) => (
                <li key={i} className="font-mono text-xs break-all">
                  {failure.method} {failure.url} — {failure.status === 0 ? 'no answer' : failure.status}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
