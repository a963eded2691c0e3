import { describe, expect, it } from 'vitest'
import { makeDocument } from './testDocument'
import {
  ALL_CATEGORIES,
  canStartProcessing,
  documentStats,
  filterDocuments,
  isAnyProcessing,
  previewText,
  splitTags,
  statusLabel,
} from './documentRules'

const w2 = makeDocument({
  id: 1,
  filename: 'W2_Acme_2025.pdf',
  category: 'Tax Forms',
  tags: ['W-2', 'Wages'],
  status: 'processed',
})
const receipt = makeDocument({
  id: 2,
  filename: 'office-chair.jpg',
  category: 'Business Expenses',
  tags: ['Receipt', 'Furniture'],
  status: 'uploaded',
})
const deed = makeDocument({
  id: 3,
  filename: 'deed.pdf',
  category: 'Property Documents',
  tags: ['Home'],
  status: 'processing',
})
const all = [w2, receipt, deed]

describe('the document filter', () => {
  it('matches the filename regardless of case', () => {
    expect(filterDocuments(all, { search: 'w2_acme', category: ALL_CATEGORIES })).toEqual([w2])
  })

  it('matches a tag regardless of case', () => {
    expect(filterDocuments(all, { search: 'RECEIPT', category: ALL_CATEGORIES })).toEqual([receipt])
  })

  it('narrows to one category and combines with the search', () => {
    expect(filterDocuments(all, { search: '', category: 'Property Documents' })).toEqual([deed])
    expect(filterDocuments(all, { search: 'deed', category: 'Tax Forms' })).toEqual([])
  })

  it('keeps everything with an empty search and all categories', () => {
    expect(filterDocuments(all, { search: '   ', category: ALL_CATEGORIES })).toEqual(all)
  })

  it('finds nothing for text that is in neither filename nor tags', () => {
    expect(filterDocuments(all, { search: 'mortgage', category: ALL_CATEGORIES })).toEqual([])
  })
})

describe('tags on a card', () => {
  it('shows every tag when there are three or fewer', () => {
    expect(splitTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 0 })
  })

  it('shows the first three and counts the rest', () => {
    expect(splitTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 2 })
  })
})

describe('the extracted text preview', () => {
  it('keeps text of exactly 80 characters whole', () => {
    const text = 'x'.repeat(80)
    expect(previewText(text)).toBe(text)
  })

  it('cuts longer text at 80 characters and marks the cut', () => {
    const text = `${'a'.repeat(80)}TAIL`
    expect(previewText(text)).toBe(`${'a'.repeat(80)}...`)
  })

  it('has no preview without text', () => {
    expect(previewText(null)).toBeNull()
    expect(previewText('')).toBeNull()
  })
})

describe('document status', () => {
  it('labels known statuses and falls back to Unknown', () => {
    expect(statusLabel('verified')).toBe('Verified')
    expect(statusLabel('archived')).toBe('Unknown')
    expect(statusLabel(undefined)).toBe('Unknown')
    expect(statusLabel('constructor')).toBe('Unknown')
  })

  it('offers processing only for an uploaded document', () => {
    expect(canStartProcessing({ status: 'uploaded' })).toBe(true)
    expect(canStartProcessing({ status: 'processing' })).toBe(false)
    expect(canStartProcessing({ status: 'processed' })).toBe(false)
    expect(canStartProcessing({ status: 'verified' })).toBe(false)
  })

  it('knows when something is still processing', () => {
    expect(isAnyProcessing(all)).toBe(true)
    expect(isAnyProcessing([w2, receipt])).toBe(false)
    expect(isAnyProcessing(undefined)).toBe(false)
  })

  it('counts the stats', () => {
    expect(documentStats(all)).toEqual({ total: 3, processed: 1, processing: 1, awaiting: 1 })
  })
})
