// The portal's one date module (STYLE.md): every date a screen shows is formatted here, in US English.

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

// Intl formatters are made on first use, not when a screen's code loads: each costs a few milliseconds, and a
// screen that shows no date (the staff dashboard, with the notification panel closed) should not pay for them.
let relative: Intl.RelativeTimeFormat | undefined
const relativeFormat = () => (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }))

/** "5 minutes ago", "yesterday", "just now". */
export function formatRelativeTime(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(then.getTime())) return ''
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000)
  if (Math.abs(seconds) < 45) return 'just now'
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat().format(Math.round(seconds / size), unit)
  }
  return relativeFormat().format(Math.round(seconds / 60), 'minute')
}

const FORMATS = {
  /** 1/15/2026 */
  short: { month: 'numeric', day: 'numeric', year: 'numeric' },
  /** Jan 15, 2026 */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** Jan 15, 2026, 3:04 PM */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 3:04 PM */
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateFormat = keyof typeof FORMATS

const dateFormats: Partial<Record<DateFormat, Intl.DateTimeFormat>> = {}

/** A date in one of the portal's formats, in the viewer's time zone; an unreadable date shows as a dash. */
export function formatDate(date: string | Date, format: DateFormat): string {
  const value = typeof date === 'string' ? new Date(date) : date
  return Number.isNaN(value.getTime())
    ? '—'
    : (dateFormats[format] ??= new Intl.DateTimeFormat('en-US', FORMATS[format])).format(value)
}
