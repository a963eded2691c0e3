import type { Document as ApiDocument } from '@ledgerline/contracts'
import type { Pojo } from 'objection'
import { BaseModel } from './BaseModel.js'

/** A row of `documents`: the fields the API shows have the contract's types (@ledgerline/contracts). */
export class Document extends BaseModel {
  static override tableName = 'documents'
  static override booleanColumns = ['isManuallyTagged']
  static override dateColumns = ['uploadedDate', 'processingClaimedAt']

  declare id: ApiDocument['id']
  declare clientId: ApiDocument['clientId']
  declare filename: ApiDocument['filename']
  declare type: ApiDocument['type']
  declare size: ApiDocument['size']
  declare uploadedBy: ApiDocument['uploadedBy']
  declare uploadedDate: ApiDocument['uploadedDate']
  declare status: ApiDocument['status']
  declare thumbnail: ApiDocument['thumbnail']
  declare category: ApiDocument['category']
  declare subCategory: ApiDocument['subCategory']
  declare tags: ApiDocument['tags']
  declare confidence: ApiDocument['confidence']
  declare extractedText: ApiDocument['extractedText']
  declare isManuallyTagged: ApiDocument['isManuallyTagged']
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
