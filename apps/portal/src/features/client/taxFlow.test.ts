import { describe, expect, it } from 'vitest'
import { TAX_FLOW_STEPS, stepAction } from './taxFlow'

describe('the tax flow sample', () => {
  it('has ten steps with the sixth one active', () => {
    expect(TAX_FLOW_STEPS).toHaveLength(10)
    expect(TAX_FLOW_STEPS.filter((step) => step.status === 'active').map((step) => step.id)).toEqual([6])
    expect(TAX_FLOW_STEPS.slice(0, 5).every((step) => step.status === 'completed')).toBe(true)
    expect(TAX_FLOW_STEPS.slice(6).every((step) => step.status === 'pending')).toBe(true)
  })

  it('offers REVIEW on the active step, VIEW on completed ones and nothing on pending ones', () => {
    expect(stepAction('active')).toBe('REVIEW')
    expect(stepAction('completed')).toBe('VIEW')
    expect(stepAction('pending')).toBeNull()
  })
})
