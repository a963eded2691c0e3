import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  INTERNAL_ROLES,
  type ExportFormat,
  type Feedback,
  type Role,
} from '@ledgerline/sdk'
import { useApiClient, useCurrentUser, useDeleteFeedback, useFeedback, useUpdateFeedback } from '@ledgerline/sdk/react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { DeleteFeedbackButton } from './DeleteFeedbackButton'
import { ResolveWithNoteButton } from './ResolveWithNoteButton'
import { saveBlob } from './download'
import {
  ALL,
  emptyQuery,
  feedbackActions,
  filterFeedback,
  positionLabel,
  reporterLabel,
  safePageHref,
  summarize,
  type FeedbackQuery,
} from './feedbackRules'

const createdAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

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
  const { data, error, isLoading } = useFeedback()
  const { trigger: updateFeedback } = useUpdateFeedback()
  const { trigger: deleteFeedback } = useDeleteFeedback()
  const [query, setQuery] = useState<FeedbackQuery>(emptyQuery)
  const [busyId, setBusyId] = useState<number | null>(null)
  const [exporting, setExporting] = useState<ExportFormat | null>(null)

  const entries = data ?? []
  const summary = summarize(entries)
  const visible = filterFeedback(entries, query)

  async function change(entry: Feedback, status: Feedback['status'], note?: string) {
    setBusyId(entry.id)
    try {
      await updateFeedback({ id: entry.id, status, ...(note ? { note } : {}) })
    } catch (cause) {
      toast({ title: 'Failed to update feedback', description: messageOf(cause), variant: 'destructive' })
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
      toast({ title: 'Failed to delete feedback', description: messageOf(cause), variant: 'destructive' })
    } finally {
      setBusyId(null)
    }
  }

  async function download(format: ExportFormat) {
    setExporting(format)
    try {
      // The export honours the status and priority filters; the text search is a view of the list only.
      const file = await api.exportFeedback(format, {
        status: query.status === ALL ? undefined : query.status,
        priority: query.priority === ALL ? undefined : query.priority,
      })
      saveBlob(await file.blob(), file.filename)
    } catch (cause) {
      toast({ title: 'Export failed', description: messageOf(cause), variant: 'destructive' })
    } finally {
      setExporting(null)
    }
  }

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

      <dl aria-label="Feedback summary" className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {(
          [
            ['Total Entries', summary.total],
            ['Open', summary.open],
            ['Locked', summary.locked],
            ['Resolved', summary.resolved],
          ] as const
        ).map(([label, value]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </Card>
        ))}
      </dl>

      <div className="mb-4 flex flex-col gap-2 md:flex-row md:items-center">
        <Input
          type="search"
          aria-label="Search feedback"
          placeholder="Search message, reporter or page..."
          value={query.search}
          onChange={(event) => setQuery({ ...query, search: event.target.value })}
          className="md:max-w-sm"
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

      {error ? (
        <p role="alert" className="py-8 text-center text-destructive">
          Failed to fetch feedback. {error.message}
        </p>
      ) : isLoading ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          Loading feedback entries...
        </p>
      ) : visible.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No feedback entries found.</p>
      ) : (
        <ul aria-label="Feedback entries" className="flex flex-col gap-3">
          {visible.map((entry) => (
            <li key={entry.id}>
              <FeedbackEntry
                entry={entry}
                busy={busyId === entry.id}
                onStatus={(status, note) => change(entry, status, note)}
                onDelete={() => remove(entry)}
              />
            </li>
          ))}
        </ul>
      )}
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
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | typeof ALL)}
      className="h-10 rounded border border-input bg-surface px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <option value={ALL}>{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {capitalize(option)}
        </option>
      ))}
    </select>
  )
}

const STATUS_VARIANT = { open: 'default', locked: 'destructive', resolved: 'secondary' } as const
const PRIORITY_VARIANT = { low: 'outline', normal: 'outline', high: 'secondary', urgent: 'destructive' } as const

interface FeedbackEntryProps {
  entry: Feedback
  busy: boolean
  onStatus: (status: Feedback['status'], note?: string) => void
  onDelete: () => void
}

function FeedbackEntry({ entry, busy, onStatus, onDelete }: FeedbackEntryProps) {
  const actions = feedbackActions(entry.status)
  const href = safePageHref(entry.pageUrl)
  return (
    <Card data-testid="feedback-entry" className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">#{entry.id}</span>
        <time dateTime={entry.createdAt} className="text-muted-foreground">
          {createdAt.format(new Date(entry.createdAt))}
        </time>
        <span className="text-muted-foreground">Position {positionLabel(entry)}</span>
        <span className="ml-auto flex gap-2">
          <Badge variant={STATUS_VARIANT[entry.status]}>{capitalize(entry.status)}</Badge>
          <Badge variant={PRIORITY_VARIANT[entry.priority]}>{capitalize(entry.priority)}</Badge>
        </span>
      </div>
      <p className="whitespace-pre-wrap break-words">{entry.message}</p>
      {entry.resolutionNote && (
        <p className="border-l-2 border-primary pl-3 text-sm whitespace-pre-wrap break-words">
          <span className="font-medium">Note to reporter:</span> {entry.resolutionNote}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>Client: {reporterLabel(entry.reporterName)}</span>
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
      <div className="flex flex-wrap gap-2">
        {actions.lock && (
          <Button
            size="sm"
            variant="outline"
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
            variant="outline"
            disabled={busy}
            onClick={() => onStatus('open')}
            aria-label={`Unlock feedback #${entry.id}`}
          >
            Unlock
          </Button>
        )}
        <Button
          size="sm"
          disabled={busy || !actions.resolveEnabled}
          onClick={() => onStatus('resolved')}
          aria-label={`Mark Resolved feedback #${entry.id}`}
        >
          Mark Resolved
        </Button>
        {actions.resolveEnabled && (
          <ResolveWithNoteButton id={entry.id} disabled={busy} onConfirm={(note) => onStatus('resolved', note)} />
        )}
        <DeleteFeedbackButton id={entry.id} disabled={busy} onConfirm={onDelete} />
      </div>
    </Card>
  )
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function messageOf(cause: unknown): string | undefined {
  return cause instanceof Error ? cause.message : undefined
}
