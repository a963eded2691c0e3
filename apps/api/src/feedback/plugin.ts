import type { Plugin } from '@hapi/hapi'
import { countFeedbackRoute } from './routes/count.js'
import { createFeedbackRoute } from './routes/create.js'
import { deleteFeedbackRoute } from './routes/delete.js'
import { exportFeedbackRoute } from './routes/export.js'
import { getFeedbackRoute } from './routes/get.js'
import { listFeedbackRoute } from './routes/list.js'
import { mineFeedbackRoute } from './routes/mine.js'
import { reportFeedbackRoute } from './routes/report.js'
import { feedbackScreenshotRoute } from './routes/screenshot.js'
import { feedbackSummaryRoute } from './routes/summary.js'
import { updateFeedbackRoute } from './routes/update.js'

/** Feedback: submissions, pins, management and export (DECISIONS.md §6). */
export const feedbackPlugin: Plugin<void> = {
  name: 'feedback',
  register(server) {
    // One call per route: each route's handler is typed by its own request shape.
    server.route(createFeedbackRoute)
    server.route(listFeedbackRoute)
    server.route(countFeedbackRoute)
    server.route(feedbackSummaryRoute)
    server.route(updateFeedbackRoute)
    server.route(deleteFeedbackRoute)
    server.route(exportFeedbackRoute)
    server.route(mineFeedbackRoute)
    server.route(getFeedbackRoute)
    server.route(feedbackScreenshotRoute)
    server.route(reportFeedbackRoute)
  },
}
