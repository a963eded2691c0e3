import { CONTEXT_LIMITS, type FeedbackContext } from '@ledgerline/sdk'
import { bareUrl, type Hooks } from './context-hooks'
import { scrub } from './scrub'

/** The browser's name and major version from its user agent string ("Chrome 140", "Firefox 128", "Safari 17"). */
export function browserOf(agent: string): string | undefined {
  const known: [RegExp, string][] = [
    [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/FxiOS\/(\d+)/, 'Firefox'],
    [/CriOS\/(\d+)/, 'Chrome'],
    [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  ]
  for (const [pattern, name] of known) {
    const match = pattern.exec(agent)
    if (match) return `${name} ${match[1]}`
  }
  return undefined
}

/** The operating system from the user agent string ("Windows 10/11", "macOS 10.15", "Android 14", "iOS 17.5"). */
export function osOf(agent: string): string | undefined {
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)[_.](\d+)/.exec(agent)
  if (ios) return `iOS ${ios[1]}.${ios[2]}`
  const android = /Android (\d+(?:\.\d+)?)/.exec(agent)
  if (android) return `Android ${android[1]}`
  const windows = /Windows NT (\d+\.\d+)/.exec(agent)
  if (windows) return windows[1] === '10.0' ? 'Windows 10/11' : `Windows NT ${windows[1]}`
  const mac = /Mac OS X (\d+)[_.](\d+)/.exec(agent)
  if (mac) return `macOS ${mac[1]}.${mac[2]}`
  if (/CrOS/.test(agent)) return 'ChromeOS'
  if (/Linux/.test(agent)) return 'Linux'
  return undefined
}

const text = (value: string) => scrub(value).slice(0, CONTEXT_LIMITS.text)

/** The parts of `context` the site turned on, read now and scrubbed; null when none is on or none has anything. */
export function collectContext(view: Window, parts: string, hooks?: Hooks): FeedbackContext | null {
  const on = (part: string) => new RegExp(`\\b${part}\\b`).test(parts)
  const context: FeedbackContext = {}
  if (on('environment')) {
    const agent = view.navigator.userAgent
    context.browser = browserOf(agent)
    context.os = osOf(agent)
    context.viewport = `${view.innerWidth}x${view.innerHeight}`
    context.language = view.navigator.language
    context.timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  }
  if (on('page')) {
    const { title, referrer } = view.document
    if (title) context.title = text(title)
    if (referrer) context.referrer = text(bareUrl(referrer, view.location.href))
  }
  if (on('console') && hooks?.console.length)
    context.console = hooks.console.map((line) => ({ ...line, message: text(line.message) }))
  if (on('network') && hooks?.network.length)
    context.network = hooks.network.map((failure) => ({ ...failure, url: text(failure.url) }))
  for (const key of Object.keys(context) as (keyof FeedbackContext)[])
    if (context[key] === undefined) delete context[key]
  return Object.keys(context).length ? context : null
}
