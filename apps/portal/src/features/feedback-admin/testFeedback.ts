import type { Feedback } from '@ledgerline/sdk'

/** An open, positioned feedback entry; tests override what they are about. */
export function makeFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: 1,
    message: 'The button is broken',
    reporterName: 'Anonymous',
    reporterSource: 'typed',
    pageUrl: '/staff',
    status: 'open',
    priority: 'normal',
    category: 'broken',
    subcategory: 'display',
    elementText: null,
    elementSelector: null,
    positionX: 120,
    positionY: 340,
    elementBounds: null,
    createdAt: '2026-01-05T15:30:00.000Z',
    screenshotUrl: null,
    context: null,
    ...overrides,
  }
}
