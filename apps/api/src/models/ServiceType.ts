import type { ServiceType as ApiServiceType } from '@ledgerline/contracts'
import { BaseModel } from './BaseModel.js'

export class ServiceType extends BaseModel {
  static override tableName = 'serviceTypes'

  declare id: number
  declare name: string

  toApi(): ApiServiceType {
    return { id: this.id, name: this.name }
  }
}
