import type { Document, DocumentStatus } from '@ledgerline/sdk'

// SPEC.md §9: at most 3 tags on a card, extracted text cut at 80 characters.
export const MAX_VISIBLE_TAGS = 3
export const EXTRACT_PREVIEW_LENGTH = 80

export const ALL_CATEGORIES = 'all'

export interface DocumentQuery {
  search: string
  /** A category name, or ALL_CATEGORIES. */
  category: string
}

/** SPEC.md §5: the search matches filename or tags, case-insensitive; the category filter narrows further. */
export function filterDocuments(documents: readonly Document[], { search, category }: DocumentQuery): Document[] {
  const needle = search.trim().toLowerCase()
  return documents.filter((document) => {
    if (category !== ALL_CATEGORIES && document.category !== category) return false
    if (!needle) return true
    return (
      document.filename.toLowerCase().includes(needle) ||
      document.tags.some((tag) => tag.toLowerCase().includes(needle))
    )
  })
}

export function splitTags(tags: readonly string[], max = MAX_VISIBLE_TAGS): { shown: string[]; hiddenCount: number } {
  return { shown: tags.slice(0, max), hiddenCount: Math.max(0, tags.length - max) }
}

export function previewText(text: string | null, max = EXTRACT_PREVIEW_LENGTH): string | null {
  if (!text) return null
  return text.length > max ? `${text.slice(0, max)}...` : text
}

const STATUS_LABELS: Record<DocumentStatus, string> = {
  uploaded: 'Uploaded',
  processing: 'Processing',
  processed: 'Processed',
  verified: 'Verified',
}

export function statusLabel(status: string | null | undefined): string {
  return status && Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as DocumentStatus] : 'Unknown'
}

/** SPEC.md §4: only an uploaded document offers the start-processing action. */
export function canStartProcessing(document: Pick<Document, 'status'>): boolean {
  return document.status === 'uploaded'
}

export function isAnyProcessing(documents: readonly Pick<Document, 'status'>[] | undefined): boolean {
  return documents?.some((document) => document.status === 'processing') ?? false
}

export interface DocumentStats {
  total: number
  processed: number
  processing: number
  awaiting: number
}

export function documentStats(documents: readonly Pick<Document, 'status'>[]): DocumentStats {
  const count = (...statuses: DocumentStatus[]) => documents.filter((d) => statuses.includes(d.status)).length
  return {
    total: documents.length,
    processed: count('processed', 'verified'),
    processing: count('processing'),
    awaiting: count('uploaded'),
  }
}
