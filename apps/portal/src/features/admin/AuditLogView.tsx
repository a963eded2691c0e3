import { AUDIT_ACTIONS, type AuditAction, type AuditFilters } from '@ledgerline/sdk'
import { useAuditEvents } from '@ledgerline/sdk/react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'

const timestamp = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'medium' })

/** Admin settings' Audit Log: who did what, newest first, filtered by actor, action and date, page by page. */
export function AuditLogView() {
  const [draft, setDraft] = useState({ actor: '', action: '', since: '' })
  const [filters, setFilters] = useState<AuditFilters>({})
  // The cursors of the pages before this one, so Previous can go back (keyset pages only know "next").
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined])
  const cursor = cursors.at(-1)
  const { data, error, isLoading } = useAuditEvents(filters, cursor)

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFilters({
      ...(draft.actor.trim() ? { actor: draft.actor.trim() } : {}),
      ...(draft.action ? { action: draft.action as AuditAction } : {}),
      ...(draft.since ? { since: draft.since } : {}),
    })
    setCursors([undefined])
  }

  return (
    <>
      <h2 className="mb-4 text-2xl font-bold tracking-tight">Audit Log</h2>
      <form onSubmit={apply} className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <Field
          label="Actor"
          className="flex flex-col gap-1"
          value={draft.actor}
          placeholder="E-mail or user id"
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Action
          <select
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            className="h-10 rounded border border-input bg-surface px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </label>
        <Field
          label="Since"
          type="date"
          className="flex flex-col gap-1"
          value={draft.since}
          onChange={(event) => setDraft({ ...draft, since: event.target.value })}
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-destructive">
          The audit log could not be loaded.
        </p>
      ) : (
        <div className="overflow-x-auto rounded border border-border bg-surface">
          <table className="w-full min-w-[56rem] text-left text-sm" aria-busy={isLoading}>
            <caption className="sr-only">Audit log</caption>
            <thead className="border-b border-border bg-muted text-xs font-semibold text-muted-foreground">
              <tr>
                {['TIME', 'ACTOR', 'ACTION', 'TARGET', 'ADDRESS', 'DETAILS'].map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data?.items.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-4 py-6 text-center text-muted-foreground">
                    No events match.
                  </td>
                </tr>
              )}
              {data?.items.map((event) => (
                <tr key={event.id} className="border-b border-border align-top last:border-0">
                  <td className="whitespace-nowrap px-4 py-3">{timestamp.format(new Date(event.createdAt))}</td>
                  <td className="px-4 py-3">{event.actorLabel}</td>
                  <td className="px-4 py-3 font-mono text-xs">{event.action}</td>
                  <td className="px-4 py-3">{event.targetLabel ?? event.targetId ?? '—'}</td>
                  <td className="px-4 py-3" title={event.userAgent ?? undefined}>
                    {event.ip ?? '—'}
                  </td>
                  <td className="max-w-xs break-words px-4 py-3 font-mono text-xs">
                    {event.details ? JSON.stringify(event.details) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous
        </Button>
        <Button
          variant="outline"
          disabled={!data?.next}
          onClick={() => setCursors([...cursors, data?.next ?? undefined])}
        >
          Next
        </Button>
      </div>
    </>
  )
}
