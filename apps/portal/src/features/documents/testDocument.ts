import type { Document } from '@ledgerline/sdk'

/** A processed document with every field filled in; tests override what they are about. */
export function makeDocument(overrides: Partial<Document> = {}): Document {
  return {
    id: 1,
    clientId: 7,
    filename: 'file.pdf',
    type: 'application/pdf',
    size: 1000,
    uploadedBy: 'Client',
    uploadedDate: '2026-01-10T12:00:00.000Z',
    status: 'processed',
    thumbnail: null,
    category: 'Other',
    subCategory: null,
    tags: [],
    confidence: 90,
    extractedText: null,
    isManuallyTagged: false,
    ...overrides,
  }
}
