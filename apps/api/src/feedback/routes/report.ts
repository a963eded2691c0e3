import type { ServerRoute } from '@hapi/hapi'
import { INTERNAL_ROLES, type FeedbackReportQuery } from '@ledgerline/contracts'
import { feedbackReportQuery, feedbackReportSchema } from '@ledgerline/contracts/schemas'
import { buildFeedbackReport, parseFailOn } from '../report.js'

/** The contract's query, with failOn parsed before anything is counted (a bad expression is a 400 naming it). */
const reportQuery = feedbackReportQuery.keys({
  failOn: feedbackReportQuery.extract('failOn').custom((value: string, helpers) => {
    try {
      parseFailOn(value)
    } catch (error) {
      return helpers.message({ custom: (error as Error).message })
    }
    return value
  }),
})

/**
 * A pipeline's summary (`ledgerline report --api`): internal roles, or an API token with the read-only
 * `feedback:report` scope (an export token may read it too: an export already reveals every entry).
 */
export const reportFeedbackRoute: ServerRoute<{ Query: FeedbackReportQuery }> = {
  method: 'GET',
  path: '/api/feedback/report',
  options: {
    auth: {
      strategies: ['session', 'api-token'],
      access: { scope: [...INTERNAL_ROLES, 'feedback:report', 'feedback:export'] },
    },
    validate: { query: reportQuery },
    response: { schema: feedbackReportSchema },
    handler: (request) => buildFeedbackReport(request.server.app.db, request.query),
  },
}
