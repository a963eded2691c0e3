import type { Conversation as ApiConversation, ConversationStatus } from '@ledgerline/sdk/types'
import { BaseModel } from './BaseModel.js'

export class Conversation extends BaseModel {
  static override tableName = 'conversations'
  static override booleanColumns = ['isUnread']
  static override dateColumns = ['lastActivity', 'createdAt']

  declare id: number
  declare title: string
  declare status: ConversationStatus
  declare assignedTo: string | null
  declare serviceTypeId: number | null
  declare lastActivity: string
  declare messageCount: number | null
  declare isUnread: boolean
  declare lastMessageSender: string | null
  declare lastMessageContent: string | null
  declare createdAt: string

  toApi(): ApiConversation {
    return {
      id: this.id,
      title: this.title,
      status: this.status,
      assignedTo: this.assignedTo,
      serviceTypeId: this.serviceTypeId,
      lastActivity: this.lastActivity,
      messageCount: this.messageCount,
      isUnread: this.isUnread,
      lastMessage:
        this.lastMessageContent === null
          ? null
          : { senderName: this.lastMessageSender ?? '', content: this.lastMessageContent },
    }
  }
}
