import type { Document as ApiDocument, DocumentCategory, DocumentStatus } from '@ledgerline/sdk/types'
import type { Pojo } from 'objection'
import { BaseModel } from './BaseModel.js'

export class Document extends BaseModel {
  static override tableName = 'documents'
  static override booleanColumns = ['isManuallyTagged']
  static override dateColumns = ['uploadedDate', 'processingClaimedAt']

  declare id: number
  declare clientId: number
  declare filename: string
  declare type: string
  declare size: number
  declare uploadedBy: string
  declare uploadedDate: string
  declare status: DocumentStatus
  declare thumbnail: string | null
  declare category: DocumentCategory | null
  declare subCategory: string | null
  declare tags: string[]
  declare confidence: number | null
  declare extractedText: string | null
  declare isManuallyTagged: boolean
  declare processingClaimedAt: string | null

  // tags are JSON text in both databases; size is a bigint that pg hands back as a string.
  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json)
    if (typeof parsed.tags === 'string') parsed.tags = parseTags(parsed.tags)
    if (parsed.size !== undefined && parsed.size !== null) parsed.size = Number(parsed.size)
    return parsed
  }

  override $formatDatabaseJson(json: Pojo): Pojo {
    const formatted = super.$formatDatabaseJson(json)
    if (Array.isArray(formatted.tags)) formatted.tags = JSON.stringify(formatted.tags)
    return formatted
  }

  toApi(): ApiDocument {
    return {
      id: this.id,
      clientId: this.clientId,
      filename: this.filename,
      type: this.type,
      size: this.size,
      uploadedBy: this.uploadedBy,
      uploadedDate: this.uploadedDate,
      status: this.status,
      thumbnail: this.thumbnail,
      category: this.category,
      subCategory: this.subCategory,
      tags: this.tags,
      confidence: this.confidence,
      extractedText: this.extractedText,
      isManuallyTagged: this.isManuallyTagged,
    }
  }
}

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []
  } catch {
    return []
  }
}
