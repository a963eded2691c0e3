import { CONVERSATION_STATUSES, type Conversation } from '@ledgerline/sdk'
import { useClients, useConversations, useServiceTypes } from '@ledgerline/sdk/react'
import { useId, useMemo, useState } from 'react'
import { Icon } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FilterSelect } from '@/components/ui/select'
import { QueryState } from '@/components/ui/query-state'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/cn'
import { formatRelativeTime } from '@/lib/dates'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import {
  assigneesOf,
  conversationQuery,
  groupByServiceType,
  hasDrawerFilters,
  messageCountOf,
  NO_DRAWER_FILTERS,
  STATUS_LABELS,
  statusDotClass,
  unreadBadgeText,
  type DrawerFilters,
} from './conversations'
import { PeopleList } from './PeopleList'

/** SPEC.md §9: 8 skeleton rows while the conversations load. */
export const CONVERSATION_SKELETON_ROWS = 8

/** The 320 px conversation drawer the left rail opens (SPEC.md §2.6). */
export function ConversationDrawer({ onClose }: { onClose: () => void }) {
  return (
    <aside
      aria-label="Conversation drawer"
      className="absolute inset-y-0 left-0 z-20 flex w-[320px] max-w-full flex-col border-r border-border bg-surface shadow-lg md:static md:shadow-none"
    >
      <Tabs defaultValue="conversations" className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-border p-3">
          <TabsList>
            <TabsTrigger value="conversations">Conversations</TabsTrigger>
            <TabsTrigger value="summary">Summary</TabsTrigger>
          </TabsList>
          <Button variant="ghost" size="icon" aria-label="Close conversation drawer" onClick={onClose}>
            <Icon name="x" className="h-4 w-4" />
          </Button>
        </div>
        <TabsContent value="conversations" className="mt-0 flex min-h-0 flex-1 flex-col overflow-y-auto">
          <ConversationsTab />
        </TabsContent>
        <TabsContent value="summary" className="mt-0 min-h-0 flex-1 overflow-y-auto p-3">
          <SummaryTab />
        </TabsContent>
      </Tabs>
    </aside>
  )
}

/** How long the text filter waits for typing to stop before it asks the API. */
export const TEXT_FILTER_DELAY_MS = 300

function ConversationsTab() {
  const [text, setText] = useState('')
  const [filters, setFilters] = useState<DrawerFilters>(NO_DRAWER_FILTERS)
  const settledText = useDebouncedValue(text, TEXT_FILTER_DELAY_MS)
  // While a new filter loads, the previous rows stay (narrowed here at once) instead of flashing skeletons.
  const {
    data: rows,
    isLoading,
    error,
  } = useConversations(conversationQuery(filters, settledText), {
    keepPreviousData: true,
  })
  // The unfiltered list names the assignees to pick from (and is the cache the Summary tab reads).
  const { data: everyConversation } = useConversations()
  const { data: serviceTypes } = useServiceTypes()

  // The server filters; the drawer shows its answer (the previous one, marked busy, while a new filter loads).
  const shown = rows ?? []
  const groups = filters.serviceTypeId === null ? null : groupByServiceType(shown, serviceTypes ?? [])
  const assignees = useMemo(() => {
    const names = assigneesOf(everyConversation ?? [])
    return filters.assignedTo && !names.includes(filters.assignedTo) ? [...names, filters.assignedTo] : names
  }, [everyConversation, filters.assignedTo])
  const filtered = text.trim() !== '' || hasDrawerFilters(filters)
  const textId = useId()

  return (
    <div className="flex flex-col gap-3 p-3">
      <div role="group" aria-label="Conversation filters" className="grid grid-cols-2 gap-2">
        <label htmlFor={textId} className="sr-only">
          Filter conversations
        </label>
        <Input
          id={textId}
          type="search"
          placeholder="Filter conversations..."
          className="col-span-2"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={CONVERSATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] ?? status }))}
          value={filters.status ?? ''}
          onChange={(value) => setFilters({ ...filters, status: value || null })}
        />
        <FilterSelect
          label="Assignee"
          allLabel="All assignees"
          options={assignees.map((name) => ({ value: name, label: name }))}
          value={filters.assignedTo ?? ''}
          onChange={(value) => setFilters({ ...filters, assignedTo: value || null })}
        />
        <FilterSelect
          label="Service type"
          allLabel="All service types"
          className="col-span-2"
          options={(serviceTypes ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          value={filters.serviceTypeId === null ? '' : String(filters.serviceTypeId)}
          onChange={(value) => setFilters({ ...filters, serviceTypeId: value ? Number(value) : null })}
        />
        {filtered && (
          <Button
            variant="link"
            size="inline"
            className="col-span-2 justify-self-start"
            onClick={() => {
              setText('')
              setFilters(NO_DRAWER_FILTERS)
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
      <Tabs defaultValue="list">
        <TabsList className="w-full">
          <TabsTrigger value="list" className="flex-1">
            Conversations
          </TabsTrigger>
          <TabsTrigger value="overview" className="flex-1">
            Summary
          </TabsTrigger>
        </TabsList>
        <TabsContent value="list" aria-busy={isLoading}>
          <QueryState
            data={rows}
            error={error}
            isLoading={isLoading}
            errorText="Conversations could not be loaded."
            loading={
              <ul aria-label="Loading conversations" className="space-y-2">
                {Array.from({ length: CONVERSATION_SKELETON_ROWS }, (_, index) => (
                  <li key={index} data-testid="conversation-skeleton">
                    <Skeleton className="h-16" />
                  </li>
                ))}
              </ul>
            }
            empty={<p className="py-6 text-center text-sm text-muted-foreground">No conversations yet</p>}
          >
            {(shown) =>
              groups ? (
                <div className="space-y-4">
                  {groups.map((group) => (
                    <section
                      key={group.serviceTypeId ?? 'none'}
                      aria-label={group.name}
                      data-testid="service-type-group"
                    >
                      <h3 className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                        <span className="truncate">{group.name}</span>
                        <span>{group.conversations.length}</span>
                      </h3>
                      <ConversationList conversations={group.conversations} label={`${group.name} conversations`} />
                    </section>
                  ))}
                </div>
              ) : (
                <ConversationList conversations={shown} label="Conversations" />
              )
            }
          </QueryState>
        </TabsContent>
        <TabsContent value="overview">
          <StatusCounts conversations={rows ?? []} />
        </TabsContent>
      </Tabs>
      <PeopleList />
    </div>
  )
}

function ConversationList({ conversations, label }: { conversations: readonly Conversation[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {conversations.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} />
      ))}
    </ul>
  )
}

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const unread = conversation.isUnread ? messageCountOf(conversation) : 0
  return (
    <li className="flex gap-3 py-3" data-testid="conversation-row">
      <span
        role="img"
        aria-label={STATUS_LABELS[conversation.status] ?? conversation.status}
        data-status={conversation.status}
        className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', statusDotClass(conversation.status))}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <p className={cn('truncate text-sm', conversation.isUnread ? 'font-semibold' : 'font-medium')}>
            {conversation.title}
          </p>
          {unread > 0 && (
            <span
              aria-label={`${unread} unread`}
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground"
            >
              {unreadBadgeText(unread)}
            </span>
          )}
        </div>
        <div className="flex items-baseline justify-between gap-2 text-xs text-muted-foreground">
          <span className="truncate">{conversation.assignedTo ?? 'Unassigned'}</span>
          <time dateTime={conversation.lastActivity} className="shrink-0">
            {formatRelativeTime(conversation.lastActivity)}
          </time>
        </div>
        {conversation.lastMessage && (
          <p className="truncate text-xs">
            <span className="font-medium">{conversation.lastMessage.senderName}:</span>{' '}
            {conversation.lastMessage.content}
          </p>
        )}
      </div>
    </li>
  )
}

function StatusCounts({ conversations }: { conversations: readonly Conversation[] }) {
  const counts = Object.keys(STATUS_LABELS).map((status) => ({
    status,
    count: conversations.filter((conversation) => conversation.status === status).length,
  }))
  return (
    <ul className="space-y-2 text-sm">
      {counts.map(({ status, count }) => (
        <li key={status} className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', statusDotClass(status))} />
            {STATUS_LABELS[status]}
          </span>
          <span className="font-semibold">{count}</span>
        </li>
      ))}
    </ul>
  )
}

function SummaryTab() {
  const { data: conversations } = useConversations()
  return (
    <Tabs defaultValue="status">
      <TabsList className="h-auto flex-wrap">
        <TabsTrigger value="status">Status</TabsTrigger>
        <TabsTrigger value="flow-templates">Flow Templates</TabsTrigger>
        <TabsTrigger value="clients">Clients</TabsTrigger>
        <TabsTrigger value="client-groups">Client Groups</TabsTrigger>
        <TabsTrigger value="owner">Owner</TabsTrigger>
      </TabsList>
      <TabsContent value="status">
        <StatusCounts conversations={conversations ?? []} />
      </TabsContent>
      <TabsContent value="flow-templates">
        <p className="text-sm text-muted-foreground">Flow template summaries will appear here.</p>
      </TabsContent>
      <TabsContent value="clients">
        <ClientSummary />
      </TabsContent>
      <TabsContent value="client-groups">
        <p className="text-sm text-muted-foreground">Client Groups coming soon</p>
      </TabsContent>
      <TabsContent value="owner">
        <p className="text-sm text-muted-foreground">Owner coming soon</p>
      </TabsContent>
    </Tabs>
  )
}

function ClientSummary() {
  const { data, error, isLoading } = useClients()
  return (
    <QueryState
      data={data}
      error={error}
      isLoading={isLoading}
      errorText="Clients could not be loaded."
      loading={<Skeleton className="h-24" />}
      empty={<p className="text-sm text-muted-foreground">No clients yet</p>}
    >
      {(clients) => (
        <ul className="space-y-1 text-sm">
          {clients.map((client) => (
            <li key={client.id} className="flex justify-between gap-2">
              <span className="truncate">
                {client.firstName} {client.lastName}
              </span>
              {client.isVip && <span className="text-xs font-semibold text-primary">VIP</span>}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
