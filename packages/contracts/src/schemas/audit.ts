import Joi from 'joi'
import { AUDIT_ACTIONS } from '../constants.js'
import { isoDateString } from './common.js'
import { named } from './named.js'

const action = Joi.string().valid(...AUDIT_ACTIONS)

export const auditFiltersSchema = named(
  'AuditFilters',
  Joi.object({
    actor: Joi.string().trim().min(1).max(320).description("An actor's e-mail (or label) or user id."),
    action,
    since: isoDateString.description('ISO date or date-time: events at or after.'),
    until: isoDateString.description('ISO date or date-time: events before.'),
  }),
)

/** GET /api/audit-events: the filters and a page. */
export const auditListQuery = named(
  'AuditListQuery',
  auditFiltersSchema.keys({
    limit: Joi.number().integer().min(1).max(500).default(100),
    cursor: Joi.string().max(200),
  }),
)

export const auditEventSchema = named(
  'AuditEvent',
  Joi.object({
    id: Joi.number().integer().required(),
    createdAt: isoDateString.required(),
    actorId: Joi.number()
      .integer()
      .allow(null)
      .required()
      .description('The user who acted; null for the CLI operator, an API token or an unknown account.'),
    actorLabel: Joi.string()
      .required()
      .description('E-mail of the user, `cli:<login>`, `token:<name>`, or the address tried at a failed sign-in.'),
    action: action.required(),
    targetType: Joi.string().allow(null).required(),
    targetId: Joi.string().allow(null).required(),
    targetLabel: Joi.string().allow(null, '').required(),
    ip: Joi.string().allow(null).required(),
    userAgent: Joi.string().allow(null, '').required(),
    details: Joi.object().unknown(true).allow(null).required(),
  })
    .label('AuditEvent')
    .description('One row of the append-only audit trail (GET /api/audit-events, admins only).'),
)
