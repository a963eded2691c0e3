import { describe, expect, it } from 'vitest'
import { defaultStrings, format, mergeStrings, type StringOverrides } from './strings'

describe('the widget’s texts', () => {
  it('are the defaults unless overridden', () => {
    expect(mergeStrings(undefined, defaultStrings)).toEqual(defaultStrings)
  })

  it('take a site’s overrides, one text or one label of a group at a time', () => {
    const strings = mergeStrings({ launcher: 'Retour', priorities: { high: 'Haute' } }, defaultStrings)
    expect(strings.launcher).toBe('Retour')
    expect(strings.priorities).toEqual({ ...defaultStrings.priorities, high: 'Haute' })
    expect(strings.close).toBe('Close')
    expect(defaultStrings.priorities.high).toBe('High')
    // DECISIONS.md §7: each label contains SPEC.md's word for its choice, hyphens and all (hard-to-find).
    const groups = [
      defaultStrings.categories,
      defaultStrings.subcategories,
      defaultStrings.locations,
      defaultStrings.priorities,
    ]
    for (const group of groups) {
      for (const [word, label] of Object.entries(group)) expect(label.toLowerCase()).toContain(word)
    }
  })

  it('ignore overrides that are not texts or name nothing the widget shows', () => {
    const junk = {
      launcher: 42,
      categories: 'x',
      priorities: { high: null, nope: 'x' },
      unknown: 'x',
    } as unknown as StringOverrides
    expect(mergeStrings(junk, defaultStrings)).toEqual(defaultStrings)
  })

  it('carry SPEC.md’s words for every choice', () => {
    expect(Object.values(defaultStrings.categories)).toEqual([
      'Broken',
      'Improvement',
      'Update',
      'Feature',
      'Navigation',
    ])
    expect(defaultStrings.locations.specific).toContain('Specific')
    expect(defaultStrings.subcategories.display).toBe('Display')
    expect(defaultStrings.priorities.high).toBe('High')
  })

  it('fill placeholders and leave unknown ones alone', () => {
    expect(format('{count} open, {other}', { count: 3 })).toBe('3 open, {other}')
  })
})
