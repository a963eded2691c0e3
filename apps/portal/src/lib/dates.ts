// The portal's one date module (STYLE.md): every date a screen shows is formatted here, in US English (and the counts
// shown beside them).

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** 3:04 PM */
const clock = (date: Date) =>
  `${date.getHours() % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${date.getHours() < 12 ? 'AM' : 'PM'}`
/** Jan 15, 2026 */
const medium = (date: Date) => `${MONTHS[date.getMonth()]!} ${date.getDate()}, ${date.getFullYear()}`

/**
 * The portal's date formats, written out: the same text as Intl.DateTimeFormat('en-US') gives (dates.test.ts checks
 * it), without building one. The first Intl date or number formatter a page builds loads ICU's patterns, about 15 ms
 * of main thread on a fast phone, inside the render that shows the screen's data (Lighthouse: long tasks, LCP).
 */
const FORMATS = {
  /** 1/15/2026 */
  short: (date: Date) => `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`,
  medium,
  /** Jan 15, 2026, 3:04 PM */
  dateTime: (date: Date) => `${medium(date)}, ${clock(date)}`,
  time: clock,
} satisfies Record<string, (date: Date) => string>

export type DateFormat = keyof typeof FORMATS

/** A date in one of the portal's formats, in the viewer's time zone; an unreadable date shows as a dash. */
export function formatDate(date: string | Date, format: DateFormat): string {
  const value = typeof date === 'string' ? new Date(date) : date
  return Number.isNaN(value.getTime()) ? '—' : FORMATS[format](value)
}

/** A whole number with US thousands separators (1,234), as Intl.NumberFormat('en-US') writes it. */
export function formatCount(value: number): string {
  return Number.isInteger(value) ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : String(value)
}
