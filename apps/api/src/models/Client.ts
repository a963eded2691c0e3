import type { Client as ApiClient } from '@ledgerline/sdk/types'
import { BaseModel } from './BaseModel.js'

export class Client extends BaseModel {
  static override tableName = 'clients'
  static override booleanColumns = ['isVip']
  static override dateColumns = ['createdAt']

  declare id: number
  declare userId: number | null
  declare firstName: string
  declare lastName: string
  declare email: string
  declare phone: string | null
  declare address: string | null
  declare profileImageUrl: string | null
  declare isVip: boolean
  declare createdAt: string

  toApi(): ApiClient {
    return {
      id: this.id,
      firstName: this.firstName,
      lastName: this.lastName,
      email: this.email,
      phone: this.phone,
      address: this.address,
      profileImageUrl: this.profileImageUrl,
      isVip: this.isVip,
    }
  }
}
