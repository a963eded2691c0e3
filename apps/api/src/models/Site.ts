import { BaseModel } from './BaseModel.js'

export class Site extends BaseModel {
  static override tableName = 'sites'
  static override dateColumns = ['createdAt']

  declare id: number
  declare name: string
  declare key: string
  declare dailyLimit: number
  declare createdAt: string
  declare origins?: SiteOrigin[]

  static override get relationMappings() {
    return {
      origins: {
        relation: BaseModel.HasManyRelation,
        modelClass: SiteOrigin,
        join: { from: 'sites.id', to: 'siteOrigins.siteId' },
      },
    }
  }
}

export class SiteOrigin extends BaseModel {
  static override tableName = 'siteOrigins'

  declare id: number
  declare siteId: number
  declare origin: string
}
