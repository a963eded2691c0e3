import type { StringOverrides } from './strings'

/** The languages the widget ships (issue 17.5); English is built in, the others load when needed. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

const RIGHT_TO_LEFT: readonly Language[] = ['ar']

/** The `lang` option, else the page's `lang`, else the browser's languages: the first the widget ships; else English. */
export function pickLanguage(option: string | undefined, view: Window): Language {
  const { navigator } = view
  const candidates = [option, view.document.documentElement.lang, ...(navigator.languages ?? []), navigator.language]
  for (const tag of candidates) {
    const primary = tag?.toLowerCase().split(/[-_]/)[0] as Language | undefined
    if (primary && LANGUAGES.includes(primary)) return primary
  }
  return 'en'
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr')

/** Where the script-tag build fetches its language files from: the folder its own script came from. */
let base = ''
export function setAssetBase(url: string): void {
  base = url
}
export const assetBase = (): string => base

// The npm build splits each language into its own chunk (the portal's Vite loads it on demand).
const bundled = import.meta.glob<StringOverrides>('./locales/*.json', { import: 'default' })

/** The texts of one language (nothing for English, the defaults). */
export async function loadStrings(language: Language): Promise<StringOverrides> {
  if (language === 'en') return {}
  if (import.meta.env.MODE === 'iife') {
    // The script tag is one file: its languages are JSON files next to it, /widget/locales/<language>.json.
    const response = await fetch(`${base}locales/${language}.json`)
    if (!response.ok) throw new Error(String(response.status))
    return (await response.json()) as StringOverrides
  }
  return bundled[`./locales/${language}.json`]!()
}
