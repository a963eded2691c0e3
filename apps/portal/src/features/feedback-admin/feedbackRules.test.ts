import { ApiError } from '@ledgerline/sdk'
import { describe, expect, it } from 'vitest'
import {
  emptyQuery,
  feedbackActions,
  feedbackFilters,
  hasFilters,
  plainError,
  positionLabel,
  reporterLabel,
  reporterSourceLabel,
  safePageHref,
} from './feedbackRules'
import { makeFeedback as entry } from './testFeedback'

describe('the feedback filters', () => {
  it('sends the trimmed search as q, and status and priority unless All', () => {
    expect(feedbackFilters({ search: '  overlap ', status: 'locked', priority: 'low' })).toEqual({
      q: 'overlap',
      status: 'locked',
      priority: 'low',
    })
  })

  it('sends nothing for the empty query, or a blank search', () => {
    expect(feedbackFilters(emptyQuery)).toEqual({})
    expect(feedbackFilters({ ...emptyQuery, search: '   ' })).toEqual({})
    expect(hasFilters({ ...emptyQuery, search: '   ' })).toBe(false)
    expect(hasFilters({ ...emptyQuery, priority: 'urgent' })).toBe(true)
  })
})

describe('plain-language errors', () => {
  const refusal = (status: number) => new ApiError(status, '', JSON.stringify({ statusCode: status, message: 'boom' }))

  it('never shows the raw status and body', () => {
    for (const cause of [refusal(500), refusal(502), refusal(400), refusal(409), new TypeError('fetch failed')]) {
      expect(plainError(cause)).not.toMatch(/\d{3}|boom|fetch failed/)
    }
  })

  it('says what happened and what to do', () => {
    expect(plainError(new TypeError('fetch failed'))).toMatch(/couldn't reach the server/)
    expect(plainError(refusal(500))).toMatch(/went wrong on our side/)
    expect(plainError(refusal(409), 'change')).toMatch(/already be resolved/)
    expect(plainError(refusal(404), 'change')).toMatch(/no longer exists/)
    expect(plainError(refusal(404), 'load')).not.toMatch(/entry/)
    expect(plainError(refusal(400), 'load')).toMatch(/filters/)
    expect(plainError(refusal(401))).toMatch(/Sign in again/)
  })
})

describe('the reporter source', () => {
  it('names where the reporter name came from', () => {
    expect(reporterSourceLabel('account')).toBe('signed-in account')
    expect(reporterSourceLabel('typed')).toBe('typed name')
    expect(reporterSourceLabel('site')).toBe('site visitor')
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
