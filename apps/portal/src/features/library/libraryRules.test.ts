import type { FlowTemplate, LibraryItem } from '@ledgerline/sdk'
import { describe, expect, it } from 'vitest'
import { filterByName, filterFlowTemplates, formatSize } from './libraryRules'

const template = (id: number, title: string, description: string): FlowTemplate => ({
  id,
  title,
  description,
  author: 'Jordan Lee',
  isShared: false,
  lastModified: '2026-01-01T00:00:00.000Z',
})

const item = (id: number, name: string): LibraryItem => ({
  id,
  name,
  type: 'PDF',
  owner: 'Jordan Lee',
  lastModified: '2026-01-01T00:00:00.000Z',
  size: 2048,
})

describe('the flow template filter', () => {
  const templates = [
    template(1, 'Virtual Tax Filing', 'Collect documents for a remote return'),
    template(2, 'Power of Attorney', 'Form 2848 signature flow'),
  ]

  it('matches the title, ignoring case', () => {
    expect(filterFlowTemplates(templates, 'virtual').map((t) => t.id)).toEqual([1])
  })

  it('matches the description too', () => {
    expect(filterFlowTemplates(templates, '2848').map((t) => t.id)).toEqual([2])
  })

  it('keeps all templates with an empty filter and none for a miss', () => {
    expect(filterFlowTemplates(templates, ' ')).toHaveLength(2)
    expect(filterFlowTemplates(templates, 'payroll')).toEqual([])
  })
})

describe('the name filter of the Action and Files tables', () => {
  const items = [item(1, 'Request W-2'), item(2, 'Engagement Letter.pdf')]

  it('matches the name only, ignoring case', () => {
    expect(filterByName(items, 'w-2').map((i) => i.id)).toEqual([1])
    expect(filterByName(items, 'PDF').map((i) => i.id)).toEqual([2])
  })

  it('does not look at the type or owner', () => {
    expect(filterByName(items, 'jordan')).toEqual([])
  })
})

describe('file sizes', () => {
  it('reads in bytes, kilobytes and megabytes', () => {
    expect(formatSize(512)).toBe('512 B')
    expect(formatSize(2048)).toBe('2.0 KB')
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB')
  })
})
