// Generated from src/schemas/documents.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type { DocumentCategory, DocumentStatus } from '../constants.js'

export type Document = {
  id: number
  clientId: number
  filename: string
  /**
   * MIME type, e.g. application/pdf
   */
  type: string
  /**
   * Size in bytes.
   */
  size: number
  uploadedBy: string
  uploadedDate: string
  status: DocumentStatus
  thumbnail: string | null
  category: DocumentCategory | null
  subCategory: string | null
  tags: string[]
  /**
   * 0–100
   */
  confidence: number | null
  extractedText: string | null
  isManuallyTagged: boolean
}

export type DocumentFilters = {
  /**
   * Internal roles only: one client's documents.
   */
  clientId?: number
}
