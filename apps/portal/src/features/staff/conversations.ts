import type { Conversation } from '@ledgerline/sdk'

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

/** SPEC.md §5: the text filter matches title or assignee; the list runs newest activity first. */
export function filterConversations(conversations: readonly Conversation[], text: string): Conversation[] {
  const needle = text.trim().toLowerCase()
  return conversations
    .filter(
      (conversation) =>
        !needle || conversation.title.toLowerCase().includes(needle) || (conversation.assignedTo ?? '').toLowerCase().includes(needle),
    )
    .sort((a, b) => Date.parse(b.lastActivity) - Date.parse(a.lastActivity))
}

/**
 * SPEC.md §9 gives a conversation without a messageCount a random count from 1 to 50; we derive it from the id
 * so that it does not jump at every render.
 */
export function messageCountOf(conversation: Pick<Conversation, 'id' | 'messageCount'>): number {
  return conversation.messageCount ?? 1 + ((conversation.id * 7919) % 50)
}
