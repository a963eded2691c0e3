import Joi from 'joi'
import { AUDIT_ACTIONS } from '@ledgerline/sdk/types'
import { isoDateString } from '../models/api-schemas.js'

export const auditFilterKeys = {
  actor: Joi.string().trim().min(1).max(320),
  action: Joi.string().valid(...AUDIT_ACTIONS),
  since: Joi.date().iso(),
  until: Joi.date().iso(),
}

export const auditListQuery = Joi.object({
  ...auditFilterKeys,
  limit: Joi.number().integer().min(1).max(500).default(100),
  cursor: Joi.string().max(200),
})

export const auditEventSchema = Joi.object({
  id: Joi.number().integer().required(),
  createdAt: isoDateString.required(),
  actorId: Joi.number().integer().allow(null).required(),
  actorLabel: Joi.string().required(),
  action: Joi.string()
    .valid(...AUDIT_ACTIONS)
    .required(),
  targetType: Joi.string().allow(null).required(),
  targetId: Joi.string().allow(null).required(),
  targetLabel: Joi.string().allow(null, '').required(),
  ip: Joi.string().allow(null).required(),
  userAgent: Joi.string().allow(null, '').required(),
  details: Joi.object().unknown(true).allow(null).required(),
}).label('AuditEvent')
