import type { FlowTemplate as ApiFlowTemplate } from '@ledgerline/sdk/types'
import { BaseModel } from './BaseModel.js'

export class FlowTemplate extends BaseModel {
  static override tableName = 'flowTemplates'
  static override booleanColumns = ['isShared']
  static override dateColumns = ['lastModified']

  declare id: number
  declare title: string
  declare description: string
  declare author: string
  declare isShared: boolean
  declare lastModified: string

  toApi(): ApiFlowTemplate {
    return {
      id: this.id,
      title: this.title,
      description: this.description,
      author: this.author,
      isShared: this.isShared,
      lastModified: this.lastModified,
    }
  }
}
