import { describe, expect, it } from 'vitest'
import {
  emptyQuery,
  feedbackActions,
  filterFeedback,
  positionLabel,
  reporterLabel,
  safePageHref,
  summarize,
} from './feedbackRules'
import { makeFeedback as entry } from './testFeedback'

const chart = entry({
  id: 1,
  message: 'Chart labels overlap',
  reporterName: 'Maria Lopez',
  pageUrl: '/staff',
  priority: 'high',
})
const upload = entry({
  id: 2,
  message: 'Upload is slow',
  reporterName: 'Anonymous',
  pageUrl: '/client/documents',
  status: 'locked',
})
const typo = entry({
  id: 3,
  message: 'Typo in heading',
  reporterName: 'Sam Reed',
  pageUrl: '/library',
  status: 'resolved',
  priority: 'low',
})
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
    expect(positionLabel(entry({ positionX: 10, positionY: 20 }))).toBe('10,20')
    expect(positionLabel(entry({ positionX: null, positionY: null }))).toBe('—')
  })
})

describe('the page link', () => {
  it('links same-site paths and http(s) addresses', () => {
    expect(safePageHref('/client/documents')).toBe('/client/documents')
    expect(safePageHref('https://portal.example/staff')).toBe('https://portal.example/staff')
  })

  it('never links script, data or protocol-relative addresses', () => {
    expect(safePageHref('javascript:alert(1)')).toBeNull()
    expect(safePageHref('data:text/html,<b>x</b>')).toBeNull()
    expect(safePageHref('//evil.example/x')).toBeNull()
    expect(safePageHref('not a url')).toBeNull()
  })
})
