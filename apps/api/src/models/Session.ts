import { BaseModel } from './BaseModel.js'

export class Session extends BaseModel {
  static override tableName = 'sessions'
  static override dateColumns = ['createdAt', 'lastSeenAt', 'expiresAt']

  declare id: string
  declare userId: number
  declare createdAt: string
  declare lastSeenAt: string
  declare expiresAt: string
  declare ip: string | null
  declare userAgent: string | null
}
