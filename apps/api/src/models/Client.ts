import type { Client as ApiClient } from '@ledgerline/contracts'
import { BaseModel } from './BaseModel.js'

export class Client extends BaseModel {
  static override tableName = 'clients'
  static override booleanColumns = ['isVip']
  static override dateColumns = ['createdAt']

  declare id: ApiClient['id']
  declare userId: number | null
  declare firstName: ApiClient['firstName']
  declare lastName: ApiClient['lastName']
  declare email: ApiClient['email']
  declare phone: ApiClient['phone']
  declare address: ApiClient['address']
  declare profileImageUrl: ApiClient['profileImageUrl']
  declare isVip: ApiClient['isVip']
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
