import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatRelativeTime, type DateFormat } from './dates'

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

  it('writes every format as Intl’s US English does, at every hour and in every month', () => {
    const formats = {
      short: { month: 'numeric', day: 'numeric', year: 'numeric' },
      medium: { month: 'short', day: 'numeric', year: 'numeric' },
      dateTime: { dateStyle: 'medium', timeStyle: 'short' },
      time: { hour: 'numeric', minute: '2-digit' },
    } as const satisfies Record<DateFormat, Intl.DateTimeFormatOptions>
    for (let month = 0; month < 12; month++)
      for (let hour = 0; hour < 24; hour++) {
        const date = new Date(2025 + (month % 3), month, 1 + ((month * 7 + hour) % 28), hour, (hour * 13) % 60)
        for (const [format, options] of Object.entries(formats))
          expect(formatDate(date, format as DateFormat)).toBe(new Intl.DateTimeFormat('en-US', options).format(date))
      }
  })

  it('writes counts with US thousands separators', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 1000000000])
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value))
  })
})
