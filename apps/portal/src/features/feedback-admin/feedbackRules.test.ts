import type { Feedback } from '@ledgerline/sdk'
import { describe, expect, it } from 'vitest'
import { emptyQuery, feedbackActions, filterFeedback, positionLabel, reporterLabel, summarize } from './feedbackRules'

const entry = (overrides: Partial<Feedback>): Feedback => ({
  id: 1,
  message: 'The button is broken',
  reporterName: 'Anonymous',
  pageUrl: '/client',
  status: 'open',
  priority: 'normal',
  category: 'broken',
  subcategory: 'display',
  elementText: null,
  elementSelector: null,
  positionX: 10,
  positionY: 20,
  elementBounds: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
})

const chart = entry({ id: 1, message: 'Chart labels overlap', reporterName: 'Maria Lopez', pageUrl: '/staff', priority: 'high' })
const upload = entry({ id: 2, message: 'Upload is slow', reporterName: 'Anonymous', pageUrl: '/client/documents', status: 'locked' })
const typo = entry({ id: 3, message: 'Typo in heading', reporterName: 'Sam Reed', pageUrl: '/library', status: 'resolved', priority: 'low' })
const entries = [chart, upload, typo]

describe('the feedback filters', () => {
  it('searches the message, ignoring case', () => {
    expect(filterFeedback(entries, { ...emptyQuery, search: 'OVERLAP' })).toEqual([chart])
  })

  it('searches the reporter name and the page URL', () => {
    expect(filterFeedback(entries, { ...emptyQuery, search: 'sam reed' })).toEqual([typo])
    expect(filterFeedback(entries, { ...emptyQuery, search: '/client/doc' })).toEqual([upload])
  })

  it('filters on status and on priority, together with the search', () => {
    expect(filterFeedback(entries, { ...emptyQuery, status: 'locked' })).toEqual([upload])
    expect(filterFeedback(entries, { ...emptyQuery, priority: 'low' })).toEqual([typo])
    expect(filterFeedback(entries, { search: 'chart', status: 'open', priority: 'low' })).toEqual([])
  })

  it('keeps everything with the empty query', () => {
    expect(filterFeedback(entries, emptyQuery)).toEqual(entries)
  })
})

describe('the feedback summary', () => {
  it('counts the entries by status', () => {
    expect(summarize(entries)).toEqual({ total: 3, open: 1, locked: 1, resolved: 1 })
  })
})

describe('the feedback buttons', () => {
  it('offers Lock on an open entry', () => {
    expect(feedbackActions('open')).toEqual({ lock: true, unlock: false, resolveEnabled: true })
  })

  it('offers Unlock on a locked entry', () => {
    expect(feedbackActions('locked')).toEqual({ lock: false, unlock: true, resolveEnabled: true })
  })

  it('disables Mark Resolved on a resolved entry and offers neither Lock nor Unlock', () => {
    expect(feedbackActions('resolved')).toEqual({ lock: false, unlock: false, resolveEnabled: false })
  })
})

describe('entry labels', () => {
  it('names an unnamed reporter Anonymous', () => {
    expect(reporterLabel('')).toBe('Anonymous')
    expect(reporterLabel('Maria Lopez')).toBe('Maria Lopez')
  })

  it('writes the position as x,y', () => {
    expect(positionLabel(chart)).toBe('10,20')
    expect(positionLabel(entry({ positionX: null, positionY: null }))).toBe('—')
  })
})
