import { describe, expect, it } from 'vitest'
import { LANGUAGES, loadStrings, pickLanguage } from './locale'
import { defaultStrings } from './strings'

const view = (lang: string, languages: string[]) =>
  ({ document: { documentElement: { lang } }, navigator: { languages, language: languages[0] } }) as unknown as Window

describe('the widget’s language', () => {
  it('is the lang option, else the page’s lang, else the browser’s, else English', () => {
    expect(pickLanguage('fr', view('de', ['es']))).toBe('fr')
    expect(pickLanguage(undefined, view('de-AT', ['es']))).toBe('de')
    expect(pickLanguage(undefined, view('it', ['it-IT', 'pt-BR']))).toBe('pt')
    expect(pickLanguage('xx', view('', ['ja']))).toBe('en')
  })

  it('has every text of the English defaults in each language shipped, and no other', async () => {
    const shape = (value: object): string[] =>
      Object.entries(value).flatMap(([key, text]) =>
        typeof text === 'string' ? [key] : shape(text as object).map((inner) => `${key}.${inner}`),
      )
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const strings = await loadStrings(language)
      expect(shape(strings).sort(), language).toEqual(shape(defaultStrings).sort())
    }
  })
})
