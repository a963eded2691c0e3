import type { Conversation, ConversationFilters, ConversationStatus, ServiceType } from '@ledgerline/sdk'

/** SPEC.md §4's status dots; any other status is gray. */
const STATUS_DOT: Record<string, string> = {
  new: 'bg-blue-500',
  in_progress: 'bg-yellow-500',
  completed: 'bg-green-500',
  overdue: 'bg-red-500',
}

export function statusDotClass(status: string): string {
  return STATUS_DOT[status] ?? 'bg-gray-400'
}

export const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  in_progress: 'In progress',
  completed: 'Completed',
  overdue: 'Overdue',
}

/** SPEC.md §9: the unread badge reads 99+ above 99. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

/** The drawer's select filters (SPEC.md §5); null means "all". */
export interface DrawerFilters {
  status: ConversationStatus | null
  serviceTypeId: number | null
  assignedTo: string | null
}

export const NO_DRAWER_FILTERS: DrawerFilters = { status: null, serviceTypeId: null, assignedTo: null }

export function hasDrawerFilters(filters: DrawerFilters): boolean {
  return filters.status !== null || filters.serviceTypeId !== null || filters.assignedTo !== null
}

/**
 * The API query for the drawer's filters and text (SPEC.md §5; the server filters, the drawer shows its answer): only
 * what is set, so that no filter shares the cache of the plain list.
 */
export function conversationQuery(filters: DrawerFilters, text: string): ConversationFilters {
  const query: ConversationFilters = {}
  if (filters.status) query.status = filters.status
  if (filters.serviceTypeId !== null) query.serviceTypeId = filters.serviceTypeId
  if (filters.assignedTo) query.assignedTo = filters.assignedTo
  const q = text.trim()
  if (q) query.q = q
  return query
}

/** The people conversations are assigned to, for the assignee filter: each once, alphabetical. */
export function assigneesOf(conversations: readonly Conversation[]): string[] {
  const names = new Set<string>()
  for (const conversation of conversations) if (conversation.assignedTo) names.add(conversation.assignedTo)
  return [...names].sort((a, b) => a.localeCompare(b))
}

export interface ServiceTypeGroup {
  serviceTypeId: number | null
  name: string
  conversations: Conversation[]
}

/**
 * SPEC.md §9: with a service type filter set, the rows sit under service type headings, groups in the order of
 * their newest conversation, rows newest first (the order they come in).
 */
export function groupByServiceType(
  conversations: readonly Conversation[],
  serviceTypes: readonly ServiceType[],
): ServiceTypeGroup[] {
  const names = new Map(serviceTypes.map((type) => [type.id, type.name]))
  const groups = new Map<number | null, ServiceTypeGroup>()
  for (const conversation of conversations) {
    const id = conversation.serviceTypeId
    let group = groups.get(id)
    if (!group) {
      group = {
        serviceTypeId: id,
        name: id === null ? 'No service type' : (names.get(id) ?? `Service type ${id}`),
        conversations: [],
      }
      groups.set(id, group)
    }
    group.conversations.push(conversation)
  }
  return [...groups.values()]
}

/**
 * SPEC.md §9 gives a conversation without a messageCount a random count from 1 to 50; we derive it from the id
 * so that it does not jump at every render.
 */
export function messageCountOf(conversation: Pick<Conversation, 'id' | 'messageCount'>): number {
  return conversation.messageCount ?? 1 + ((conversation.id * 7919) % 50)
}
