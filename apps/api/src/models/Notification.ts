import type { Notification as ApiNotification, NotificationType } from '@ledgerline/sdk/types'
import { BaseModel } from './BaseModel.js'

export class Notification extends BaseModel {
  static override tableName = 'notifications'
  static override booleanColumns = ['read']
  static override dateColumns = ['createdAt']

  declare id: number
  declare userId: number
  declare type: NotificationType
  declare title: string
  declare description: string | null
  declare read: boolean
  declare createdAt: string

  toApi(): ApiNotification {
    return {
      id: this.id,
      type: this.type,
      title: this.title,
      description: this.description,
      read: this.read,
      createdAt: this.createdAt,
    }
  }
}
