import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  INTERNAL_ROLES,
  type ExportFormat,
  type Feedback,
  type FeedbackSummary,
  type Role,
} from '@ledgerline/sdk'
import {
  useApiClient,
  useCurrentUser,
  useDeleteFeedback,
  useFeedbackPages,
  useFeedbackSummary,
  useUpdateFeedback,
} from '@ledgerline/sdk/react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { formatCount, formatDate } from '@/lib/dates'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { DeleteFeedbackButton } from './DeleteFeedbackButton'
import { EntryEvidence } from './EntryEvidence'
import { ResolveWithNoteButton } from './ResolveWithNoteButton'
import { saveBlob } from './download'
import {
  ALL,
  emptyQuery,
  feedbackActions,
  feedbackFilters,
  hasFilters,
  plainError,
  positionLabel,
  reporterLabel,
  reporterSourceLabel,
  safePageHref,
  type FeedbackQuery,
} from './feedbackRules'

/** How long the search waits for typing to stop before it asks the server. */
export const SEARCH_DELAY_MS = 300

function isInternal(role: Role | null | undefined): boolean {
  return (INTERNAL_ROLES as readonly (Role | null | undefined)[]).includes(role)
}

export default function FeedbackAdminPage() {
  const { data: user, isLoading } = useCurrentUser()
  if (isLoading) return null
  if (!isInternal(user?.role)) {
    return <p className="p-10 text-center text-muted-foreground">You don't have permission to view this page.</p>
  }
  return <FeedbackManagement />
}

function FeedbackManagement() {
  const api = useApiClient()
  const [query, setQuery] = useState<FeedbackQuery>(emptyQuery)
  const settledSearch = useDebouncedValue(query.search, SEARCH_DELAY_MS)
  const { status, priority } = query
  const filters = useMemo(
    () => feedbackFilters({ search: settledSearch, status, priority }),
    [settledSearch, status, priority],
  )
  // Search, filters and paging are the server's: a million entries never come to the browser at once.
  const list = useFeedbackPages(filters, { keepPreviousData: true })
  const summary = useFeedbackSummary()
  const { trigger: updateFeedback } = useUpdateFeedback()
  const { trigger: deleteFeedback } = useDeleteFeedback()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [exporting, setExporting] = useState<ExportFormat | null>(null)

  async function change(entry: Feedback, status: Feedback['status'], note?: string) {
    setBusyId(entry.id)
    try {
      await updateFeedback({ id: entry.id, status, ...(note ? { note } : {}) })
    } catch (cause) {
      toast({ title: 'Failed to update feedback', description: plainError(cause, 'change'), variant: 'destructive' })
    } finally {
      setBusyId(null)
    }
  }

  async function remove(entry: Feedback) {
    setBusyId(entry.id)
    try {
      await deleteFeedback(entry.id)
      toast({ title: 'Feedback deleted', description: `Entry #${entry.id} was removed.` })
    } catch (cause) {
      toast({ title: 'Failed to delete feedback', description: plainError(cause, 'change'), variant: 'destructive' })
    } finally {
      setBusyId(null)
    }
  }

  async function download(format: ExportFormat) {
    setExporting(format)
    try {
      // The export honours the status and priority filters (the export route has no text search).
      const file = await api.exportFeedback(format, {
        status: query.status === ALL ? undefined : query.status,
        priority: query.priority === ALL ? undefined : query.priority,
      })
      saveBlob(await file.blob(), file.filename)
    } catch (cause) {
      toast({ title: 'Export failed', description: plainError(cause), variant: 'destructive' })
    } finally {
      setExporting(null)
    }
  }

  const entries = list.entries ?? []
  const total = hasFilters({ search: settledSearch, status, priority }) ? undefined : summary.data?.total

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-6">
      <Link to="/" className="text-sm text-primary underline-offset-4 hover:underline">
        ← Back to Dashboard
      </Link>
      <div className="mt-2 mb-6 flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-bold tracking-tight">Feedback Management</h1>
        <Button variant="outline" onClick={() => download('json')} disabled={exporting !== null}>
          {exporting === 'json' ? 'Exporting...' : 'Export JSON'}
        </Button>
        <Button variant="outline" onClick={() => download('markdown')} disabled={exporting !== null}>
          {exporting === 'markdown' ? 'Exporting...' : 'Export Markdown'}
        </Button>
      </div>

      <SummaryTiles summary={summary.data} loading={summary.isLoading} />
      {summary.error && (
        <p role="alert" className="-mt-3 mb-6 flex flex-wrap items-center gap-x-3 text-sm text-destructive">
          The totals could not be loaded. {plainError(summary.error)}
          <Button variant="link" size="inline" onClick={() => void summary.mutate()}>
            Retry
          </Button>
        </p>
      )}

      <div role="search" className="mb-4 grid grid-cols-2 gap-2 md:flex md:items-center">
        <Input
          type="search"
          aria-label="Search feedback"
          placeholder="Search message, reporter or page..."
          value={query.search}
          onChange={(event) => setQuery({ ...query, search: event.target.value })}
          className="col-span-2 md:max-w-sm"
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={FEEDBACK_STATUSES}
          value={query.status}
          onChange={(status) => setQuery({ ...query, status })}
        />
        <FilterSelect
          label="Priority"
          allLabel="All priorities"
          options={FEEDBACK_PRIORITIES}
          value={query.priority}
          onChange={(priority) => setQuery({ ...query, priority })}
        />
      </div>

      {list.isLoading ? (
        <div>
          <p role="status" className="py-4 text-center text-muted-foreground">
            Loading feedback entries...
          </p>
          <Card className="divide-y divide-border">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex flex-col gap-2 p-4">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="h-4 w-full max-w-xl" />
                <Skeleton className="h-4 w-64" />
              </div>
            ))}
          </Card>
        </div>
      ) : list.error && list.entries === undefined ? (
        <LoadFailure message={`Feedback entries could not be loaded. ${plainError(list.error)}`} onRetry={list.retry} />
      ) : entries.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No feedback entries found.</p>
      ) : (
        <>
          <Card>
            <ul
              aria-label="Feedback entries"
              aria-busy={list.isShowingPrevious || list.isLoadingMore}
              className={cn('divide-y divide-border transition-opacity', list.isShowingPrevious && 'opacity-60')}
            >
              {entries.map((entry) => (
                <li key={entry.id} data-testid="feedback-entry">
                  <FeedbackEntry
                    entry={entry}
                    busy={busyId === entry.id}
                    onStatus={(status, note) => change(entry, status, note)}
                    onDelete={() => remove(entry)}
                  />
                </li>
              ))}
            </ul>
          </Card>
          <div className="mt-4 flex flex-col items-center gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              {total === undefined
                ? `Showing ${formatCount(entries.length)} ${entries.length === 1 ? 'entry' : 'entries'}`
                : `Showing ${formatCount(entries.length)} of ${formatCount(total)} entries`}
            </p>
            {list.error ? (
              <LoadFailure
                message={`More entries could not be loaded. ${plainError(list.error)}`}
                onRetry={list.retry}
              />
            ) : (
              list.hasMore && (
                <Button variant="outline" onClick={() => void list.loadMore()} disabled={list.isLoadingMore}>
                  {list.isLoadingMore ? 'Loading more...' : 'Load more'}
                </Button>
              )
            )}
          </div>
        </>
      )}
    </div>
  )
}

const TILES = [
  ['Total Entries', 'total'],
  ['Open', 'open'],
  ['Locked', 'locked'],
  ['Resolved', 'resolved'],
] as const

/** The four counts from GET /api/feedback/summary: skeletons while they load, a dash when they failed, never 0. */
function SummaryTiles({ summary, loading }: { summary: FeedbackSummary | undefined; loading: boolean }) {
  return (
    <dl aria-label="Feedback summary" aria-busy={loading} className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-4">
      {TILES.map(([label, field]) => (
        <Card key={label} className="p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-bold">
            {summary ? (
              formatCount(summary[field])
            ) : loading ? (
              <>
                <Skeleton className="h-8 w-16" />
                <span className="sr-only">Loading</span>
              </>
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not available</span>
              </>
            )}
          </dd>
        </Card>
      ))}
    </dl>
  )
}

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => Promise<void> }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-destructive">{message}</p>
      <Button variant="outline" onClick={() => void onRetry()}>
        Retry
      </Button>
    </div>
  )
}

interface FilterSelectProps<T extends string> {
  label: string
  allLabel: string
  options: readonly T[]
  value: T | typeof ALL
  onChange: (value: T | typeof ALL) => void
}

function FilterSelect<T extends string>({ label, allLabel, options, value, onChange }: FilterSelectProps<T>) {
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | typeof ALL)}
      className="md:w-44"
    >
      <option value={ALL}>{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {capitalize(option)}
        </option>
      ))}
    </Select>
  )
}

const REPORTER_SOURCE_HINTS: Record<NonNullable<Feedback['reporterSource']>, string> = {
  account: 'The name of the signed-in account that sent it',
  typed: 'A name typed by a signed-in user; not checked',
  site: 'Sent from an embedding site; the name is not checked',
}

const STATUS_VARIANT = { open: 'default', locked: 'destructive', resolved: 'secondary' } as const
const PRIORITY_VARIANT = { low: 'outline', normal: 'outline', high: 'secondary', urgent: 'destructive' } as const

interface FeedbackEntryProps {
  entry: Feedback
  busy: boolean
  onStatus: (status: Feedback['status'], note?: string) => void
  onDelete: () => void
}

/** One row: what was reported, by whom and where; Mark Resolved is its one boxed action, the rest stay quiet. */
function FeedbackEntry({ entry, busy, onStatus, onDelete }: FeedbackEntryProps) {
  const actions = feedbackActions(entry.status)
  const href = safePageHref(entry.pageUrl)
  const source = entry.reporterSource
  return (
    <article aria-label={`Feedback #${entry.id}`} className="flex flex-col gap-2 p-4 md:flex-row md:gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold">#{entry.id}</span>
          <time dateTime={entry.createdAt} className="text-muted-foreground">
            {formatDate(entry.createdAt, 'dateTime')}
          </time>
          <span className="text-muted-foreground">Position {positionLabel(entry)}</span>
          <span className="flex gap-2">
            <Badge variant={STATUS_VARIANT[entry.status]}>{capitalize(entry.status)}</Badge>
            <Badge variant={PRIORITY_VARIANT[entry.priority]}>{capitalize(entry.priority)}</Badge>
          </span>
        </div>
        <p className="break-words whitespace-pre-wrap">{entry.message}</p>
        <EntryEvidence entry={entry} />
        {entry.resolutionNote && (
          <p className="border-l-2 border-primary pl-3 text-sm break-words whitespace-pre-wrap">
            <span className="font-medium">Note to reporter:</span> {entry.resolutionNote}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex flex-wrap items-center gap-x-2">
            <span>Client: {reporterLabel(entry.reporterName)}</span>
            {source && (
              <span
                data-testid="reporter-source"
                title={REPORTER_SOURCE_HINTS[source]}
                className="rounded border border-border px-1.5 text-xs text-muted-foreground"
              >
                {reporterSourceLabel(source)}
              </span>
            )}
          </span>
          <span className="min-w-0 break-all">
            Page:{' '}
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                {entry.pageUrl}
              </a>
            ) : (
              <span>{entry.pageUrl}</span>
            )}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-1 md:shrink-0 md:flex-nowrap">
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !actions.resolveEnabled}
          onClick={() => onStatus('resolved')}
          aria-label={`Mark Resolved feedback #${entry.id}`}
        >
          Mark Resolved
        </Button>
        {actions.lock && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onStatus('locked')}
            aria-label={`Lock feedback #${entry.id}`}
          >
            Lock
          </Button>
        )}
        {actions.unlock && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onStatus('open')}
            aria-label={`Unlock feedback #${entry.id}`}
          >
            Unlock
          </Button>
        )}
        {actions.resolveEnabled && (
          <ResolveWithNoteButton id={entry.id} disabled={busy} onConfirm={(note) => onStatus('resolved', note)} />
        )}
        <DeleteFeedbackButton id={entry.id} disabled={busy} onConfirm={onDelete} />
      </div>
    </article>
  )
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
