import { describe, expect, it } from 'vitest'
import { formatDate, formatRelativeTime } from './dates'

describe('the date module', () => {
  it('writes the admin table’s creation date as a short US date', () => {
    expect(formatDate('2026-01-15T12:00:00.000Z', 'short')).toBe('1/15/2026')
    expect(formatDate('2025-11-03T12:00:00.000Z', 'short')).toBe('11/3/2025')
  })

  it('writes a document’s upload day with a short month', () => {
    expect(formatDate('2026-01-15T12:00:00.000Z', 'medium')).toBe('Jan 15, 2026')
  })

  it('shows a dash for a date it cannot read', () => {
    expect(formatDate('not a date', 'short')).toBe('—')
  })

  it('says how long ago, in words', () => {
    const now = new Date('2026-01-15T12:00:00.000Z')
    expect(formatRelativeTime('2026-01-15T11:59:30.000Z', now)).toBe('just now')
    expect(formatRelativeTime('2026-01-15T11:55:00.000Z', now)).toBe('5 minutes ago')
    expect(formatRelativeTime('2026-01-14T12:00:00.000Z', now)).toBe('yesterday')
  })
})
