import { describe, expect, it } from 'vitest'
import { activeView, initialMenuState, menuReducer } from './manageMenu'

describe('the manage menu', () => {
  it('opens on Engagement → Clients with both groups expanded', () => {
    expect(initialMenuState).toEqual({ top: 'engagement', child: 'clients', expanded: ['engagement', 'reports'] })
    expect(activeView(initialMenuState)).toBe('clients')
  })

  it('selects a top item together with its first child', () => {
    const state = menuReducer(initialMenuState, { type: 'select-top', id: 'reports' })
    expect(state.top).toBe('reports')
    expect(state.child).toBe('reports-conversations')
    expect(activeView(state)).toBe('reports-conversations')
  })

  it('selects a top item without children on its own', () => {
    const state = menuReducer(initialMenuState, { type: 'select-top', id: 'contact-updates' })
    expect(state).toMatchObject({ top: 'contact-updates', child: null })
    expect(activeView(state)).toBe('contact-updates')
  })

  it('selects a child and its group', () => {
    const state = menuReducer(initialMenuState, { type: 'select-child', top: 'reports', id: 'reports-clients' })
    expect(state).toMatchObject({ top: 'reports', child: 'reports-clients' })
  })

  it('ignores a child that is not in the named group', () => {
    expect(menuReducer(initialMenuState, { type: 'select-child', top: 'reports', id: 'clients' })).toBe(
      initialMenuState,
    )
  })

  it('collapses and expands a group without changing the selection', () => {
    const collapsed = menuReducer(initialMenuState, { type: 'toggle', id: 'engagement' })
    expect(collapsed.expanded).toEqual(['reports'])
    expect(activeView(collapsed)).toBe('clients')
    expect(menuReducer(collapsed, { type: 'toggle', id: 'engagement' }).expanded).toContain('engagement')
  })

  it('expands a collapsed group when its top item is selected', () => {
    const collapsed = menuReducer(initialMenuState, { type: 'toggle', id: 'reports' })
    expect(menuReducer(collapsed, { type: 'select-top', id: 'reports' }).expanded).toContain('reports')
  })
})
