import type { CurrentUser, Role, User as ApiUser } from '@ledgerline/sdk/types'
import { BaseModel } from './BaseModel.js'

export class User extends BaseModel {
  static override tableName = 'users'
  static override booleanColumns = ['vipStatus', 'isActive']
  static override dateColumns = ['createdAt', 'updatedAt', 'mfaEnabledAt']

  declare id: number
  declare email: string
  declare username: string
  declare passwordHash: string | null
  declare role: Role | null
  declare firstName: string | null
  declare lastName: string | null
  declare profileImageUrl: string | null
  declare vipStatus: boolean
  declare isActive: boolean
  declare mfaSecret: string | null
  declare mfaPendingSecret: string | null
  declare mfaEnabledAt: string | null
  declare mfaLastStep: number | string | null
  declare createdAt: string
  declare updatedAt: string

  /** The shape of GET /api/auth/user: never the hash. */
  toCurrentUser(): CurrentUser {
    return {
      id: this.id,
      role: this.role,
      firstName: this.firstName,
      lastName: this.lastName,
      email: this.email,
      username: this.username,
      profileImageUrl: this.profileImageUrl,
      vipStatus: this.vipStatus,
    }
  }

  /** The shape of GET /api/users; `invited` when an invitation waits for a password. */
  toApi(invited = false): ApiUser {
    const status = !this.isActive ? 'inactive' : invited && !this.passwordHash ? 'invited' : 'active'
    return {
      ...this.toCurrentUser(),
      active: this.isActive,
      status,
      mfaEnabled: Boolean(this.mfaSecret),
      createdAt: this.createdAt,
    }
  }
}
