import type { Notification as ApiNotification } from '@ledgerline/contracts'
import { BaseModel } from './BaseModel.js'

/** A row of `notifications`: the fields the API shows have the contract's types (@ledgerline/contracts). */
export class Notification extends BaseModel {
  static override tableName = 'notifications'
  static override booleanColumns = ['read']
  static override dateColumns = ['createdAt']

  declare id: ApiNotification['id']
  declare userId: number
  declare type: ApiNotification['type']
  declare title: ApiNotification['title']
  declare description: ApiNotification['description']
  declare read: ApiNotification['read']
  declare createdAt: ApiNotification['createdAt']

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
