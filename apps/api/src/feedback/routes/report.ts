import type { ServerRoute } from '@hapi/hapi'
import { INTERNAL_ROLES } from '@ledgerline/sdk/types'
import Joi from 'joi'
import { isoDateString } from '../../models/api-schemas.js'
import {
  buildFeedbackReport,
  DEFAULT_TOP_PAGES,
  FAIL_ON_MAX_LENGTH,
  parseFailOn,
  type ReportOptions,
} from '../report.js'

const failOn = Joi.string()
  .max(FAIL_ON_MAX_LENGTH)
  .custom((value: string, helpers) => {
    try {
      parseFailOn(value)
    } catch (error) {
      return helpers.message({ custom: (error as Error).message })
    }
    return value
  })

const reportQuery = Joi.object({
  since: Joi.date().iso(),
  failOn,
  top: Joi.number().integer().min(1).max(50).default(DEFAULT_TOP_PAGES),
})

const entry = Joi.object({
  id: Joi.number().integer().required(),
  createdAt: isoDateString.required(),
  status: Joi.string().required(),
  priority: Joi.string().required(),
  category: Joi.string().required(),
  pageUrl: Joi.string().required(),
  summary: Joi.string().allow('').required(),
})
const counts = Joi.object().pattern(Joi.string(), Joi.number().integer().min(0))

const reportSchema = Joi.object({
  generatedAt: isoDateString.required(),
  total: Joi.number().integer().min(0).required(),
  byStatus: counts.required(),
  byPriority: counts.required(),
  byCategory: counts.required(),
  topPages: Joi.array()
    .items(Joi.object({ pageUrl: Joi.string().required(), count: Joi.number().integer().required() }))
    .required(),
  newSince: Joi.object({
    since: isoDateString.required(),
    count: Joi.number().integer().required(),
    entries: Joi.array().items(entry).required(),
  })
    .allow(null)
    .required(),
  failOn: Joi.object({
    expression: Joi.string().required(),
    count: Joi.number().integer().required(),
    entries: Joi.array().items(entry).required(),
  })
    .allow(null)
    .required(),
}).label('FeedbackReport')

/**
 * A pipeline's summary (`ledgerline report --api`): internal roles, or an API token with the read-only
 * `feedback:report` scope (an export token may read it too: an export already reveals every entry).
 */
export const reportFeedbackRoute: ServerRoute<{ Query: ReportOptions }> = {
  method: 'GET',
  path: '/api/feedback/report',
  options: {
    auth: {
      strategies: ['session', 'api-token'],
      access: { scope: [...INTERNAL_ROLES, 'feedback:report', 'feedback:export'] },
    },
    validate: { query: reportQuery },
    response: { schema: reportSchema },
    handler: (request) => buildFeedbackReport(request.server.app.db, request.query),
  },
}
