import type { Conversation as ApiConversation } from '@ledgerline/contracts'
import { BaseModel } from './BaseModel.js'

/** A row of `conversations`: the fields the API shows have the contract's types (@ledgerline/contracts). */
export class Conversation extends BaseModel {
  static override tableName = 'conversations'
  static override booleanColumns = ['isUnread']
  static override dateColumns = ['lastActivity', 'createdAt']

  declare id: ApiConversation['id']
  declare title: ApiConversation['title']
  declare status: ApiConversation['status']
  declare assignedTo: ApiConversation['assignedTo']
  declare serviceTypeId: ApiConversation['serviceTypeId']
  declare lastActivity: ApiConversation['lastActivity']
  declare messageCount: ApiConversation['messageCount']
  declare isUnread: ApiConversation['isUnread']
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
