import type { CurrentUser, User as ApiUser } from '@ledgerline/contracts'
import { BaseModel } from './BaseModel.js'

/** A row of `users`: the fields GET /api/users shows have the contract's types (@ledgerline/contracts). */
export class User extends BaseModel {
  static override tableName = 'users'
  static override booleanColumns = ['vipStatus', 'isActive']
  static override dateColumns = ['createdAt', 'updatedAt', 'mfaEnabledAt']

  declare id: CurrentUser['id']
  declare email: CurrentUser['email']
  declare username: CurrentUser['username']
  declare passwordHash: string | null
  declare role: CurrentUser['role']
  declare firstName: CurrentUser['firstName']
  declare lastName: CurrentUser['lastName']
  declare profileImageUrl: CurrentUser['profileImageUrl']
  declare vipStatus: CurrentUser['vipStatus']
  declare isActive: boolean
  declare mfaSecret: string | null
  declare mfaPendingSecret: string | null
  declare mfaEnabledAt: string | null
  declare mfaLastStep: number | string | null
  declare createdAt: ApiUser['createdAt']
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
