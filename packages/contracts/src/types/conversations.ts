// Generated from src/schemas/conversations.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type { ConversationStatus } from '../constants.js'

export type Conversation = {
  id: number
  title: string
  status: ConversationStatus
  assignedTo: string | null
  serviceTypeId: number | null
  lastActivity: string
  messageCount: number | null
  isUnread: boolean
  lastMessage: {
    senderName: string
    content: string
  } | null
}

export type ConversationFilters = {
  status?: ConversationStatus
  serviceTypeId?: number
  assignedTo?: string
  /**
   * Matches title or assignee, case-insensitive.
   */
  q?: string
}

export type ServiceType = {
  id: number
  name: string
}
