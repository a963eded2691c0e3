import { describe, expect, it } from 'vitest'
import type { FeedbackCategory, FeedbackLocation } from '@ledgerline/sdk'
import { createFlow } from './flow'
import type { PickedElement } from './capture'

/** A flow started with this category (and location, when given). */
function flowWith(category: FeedbackCategory, location?: FeedbackLocation) {
  const flow = createFlow()
  flow.start()
  flow.chooseCategory(category)
  if (location) flow.chooseLocation(location)
  return flow
}

const picked: PickedElement = {
  elementText: 'Save',
  elementSelector: '#save',
  positionX: 10,
  positionY: 20,
  elementBounds: '{"x":0,"y":0,"width":40,"height":30}',
}

describe('the assistant flow', () => {
  it('starts at the initial step and moves to category', () => {
    const flow = createFlow()
    expect(flow.step.value).toBe('initial')
    expect(flow.start()).toBe(true)
    expect(flow.step.value).toBe('category')
  })

  it.each(['broken', 'navigation'] as const)('asks for a subcategory after %s', (category) => {
    const flow = flowWith(category)
    expect(flow.step.value).toBe('subcategory')
    expect(flow.category.value).toBe(category)
  })

  it.each(['improvement', 'update', 'feature'] as const)('goes straight to location after %s', (category) => {
    const flow = flowWith(category)
    expect(flow.step.value).toBe('location')
    expect(flow.subcategory.value).toBeNull()
  })

  it('accepts only a subcategory of the chosen category', () => {
    const flow = flowWith('broken')
    expect(flow.chooseSubcategory('hard-to-find')).toBe(false)
    expect(flow.step.value).toBe('subcategory')
    expect(flow.chooseSubcategory('display')).toBe(true)
    expect(flow.step.value).toBe('location')
    expect(flow.subcategory.value).toBe('display')
  })

  it.each(['header', 'hero', 'content', 'sidebar', 'footer'] as const)(
    'goes from the %s area straight to details',
    (area) => {
      const flow = flowWith('feature', area)
      expect(flow.step.value).toBe('details')
    },
  )

  it('sends a specific location to the element picker, then to details with the picked element', () => {
    const flow = flowWith('update', 'specific')
    expect(flow.step.value).toBe('picking')
    flow.pick(picked)
    expect(flow.step.value).toBe('details')
    expect(flow.picked.value).toEqual(picked)
  })

  it('cancelling the picker goes back to the location step', () => {
    const flow = flowWith('update', 'specific')
    expect(flow.cancelPicking()).toBe(true)
    expect(flow.step.value).toBe('location')
    expect(flow.location.value).toBeNull()
  })

  it('keeps Continue disabled until the message has non-blank text', () => {
    const flow = flowWith('feature', 'content')
    expect(flow.canContinue.value).toBe(false)
    expect(flow.continueToPriority()).toBe(false)
    flow.message.value = '  \n\t '
    expect(flow.canContinue.value).toBe(false)
    expect(flow.continueToPriority()).toBe(false)
    flow.message.value = ' The total is wrong '
    expect(flow.canContinue.value).toBe(true)
    expect(flow.continueToPriority()).toBe(true)
    expect(flow.step.value).toBe('priority')
  })

  it('ignores actions that do not belong to the current step', () => {
    const flow = createFlow()
    expect(flow.chooseCategory('broken')).toBe(false)
    expect(flow.chooseLocation('header')).toBe(false)
    expect(flow.pick(picked)).toBe(false)
    expect(flow.submission('high', '/x')).toBeNull()
    expect(flow.step.value).toBe('initial')
  })

  it('goes back the way the user came', () => {
    const flow = flowWith('navigation')
    flow.chooseSubcategory('links')
    expect(flow.back()).toBe(true)
    expect(flow.step.value).toBe('subcategory')
    flow.chooseSubcategory('links')
    flow.chooseLocation('specific')
    flow.pick(picked)
    flow.back()
    expect(flow.step.value).toBe('location')
    expect(flow.picked.value).toBeNull()
    flow.back()
    flow.back()
    flow.back()
    expect(flow.step.value).toBe('initial')
    expect(flow.back()).toBe(false)

    const direct = flowWith('feature')
    direct.back()
    expect(direct.step.value).toBe('category')
  })

  it('builds the submission from every answer and resets everything', () => {
    const flow = flowWith('broken')
    flow.chooseSubcategory('error')
    flow.chooseLocation('specific')
    flow.pick(picked)
    flow.message.value = '  Save does nothing  '
    flow.reporterName.value = '  Ann Client '
    flow.continueToPriority()
    expect(flow.submission('urgent', '/client/documents')).toEqual({
      category: 'broken',
      subcategory: 'error',
      priority: 'urgent',
      message: 'Save does nothing',
      pageUrl: '/client/documents',
      reporterName: 'Ann Client',
      ...picked,
    })
    flow.reset()
    expect(flow.step.value).toBe('initial')
    expect([flow.category.value, flow.subcategory.value, flow.location.value, flow.picked.value]).toEqual([
      null,
      null,
      null,
      null,
    ])
    expect([flow.message.value, flow.reporterName.value]).toEqual(['', ''])
  })

  it('sends no reporter name when none was typed, so the server falls back to the username, then Anonymous', () => {
    for (const typed of ['', '   ']) {
      const flow = flowWith('feature', 'footer')
      flow.message.value = 'Add a dark mode'
      flow.reporterName.value = typed
      flow.continueToPriority()
      const input = flow.submission('low', '/')
      expect(input).not.toHaveProperty('reporterName')
      expect(input).not.toHaveProperty('elementSelector')
      expect(input).toMatchObject({
        category: 'feature',
        subcategory: null,
        priority: 'low',
        message: 'Add a dark mode',
      })
    }
  })
})

describe('a saved draft', () => {
  it('comes back as it was, the picker step as the location step', () => {
    const flow = flowWith('feature', 'content')
    flow.message.value = 'Half written'
    const copy = createFlow()
    copy.restore(JSON.parse(JSON.stringify(flow.snapshot())))
    expect([copy.step.value, copy.category.value, copy.location.value, copy.message.value]).toEqual([
      'details',
      'feature',
      'content',
      'Half written',
    ])
    const picking = createFlow()
    picking.start()
    picking.chooseCategory('feature')
    picking.chooseLocation('specific')
    expect(picking.snapshot()).toMatchObject({ step: 'location', location: null })
  })

  it('never goes further than its answers reach, and ignores what does not fit', () => {
    const flow = createFlow()
    flow.restore({ step: 'priority', category: 'feature', location: 'footer', message: '  ' })
    expect(flow.step.value).toBe('category') // no message: the priority step cannot submit
    const junk = createFlow()
    junk.restore({ step: 'details', category: 'nonsense' as FeedbackCategory, message: 'kept' })
    expect([junk.step.value, junk.category.value, junk.message.value]).toEqual(['initial', null, 'kept'])
    junk.restore(null)
    expect(junk.step.value).toBe('initial')
  })
})
