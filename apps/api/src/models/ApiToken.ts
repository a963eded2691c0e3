import { BaseModel } from './BaseModel.js'

export class ApiToken extends BaseModel {
  static override tableName = 'apiTokens'
  static override dateColumns = ['createdAt', 'expiresAt', 'revokedAt', 'lastUsedAt']

  declare id: number
  declare name: string
  declare tokenHash: string
  declare prefix: string
  declare scopes: string
  declare createdAt: string
  declare expiresAt: string | null
  declare revokedAt: string | null
  declare lastUsedAt: string | null
}
