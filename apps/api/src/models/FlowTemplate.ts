import type { FlowTemplate as ApiFlowTemplate } from '@ledgerline/contracts'
import { BaseModel } from './BaseModel.js'

export class FlowTemplate extends BaseModel {
  static override tableName = 'flowTemplates'
  static override booleanColumns = ['isShared']
  static override dateColumns = ['lastModified']

  declare id: ApiFlowTemplate['id']
  declare title: ApiFlowTemplate['title']
  declare description: ApiFlowTemplate['description']
  declare author: ApiFlowTemplate['author']
  declare isShared: ApiFlowTemplate['isShared']
  declare lastModified: ApiFlowTemplate['lastModified']

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
