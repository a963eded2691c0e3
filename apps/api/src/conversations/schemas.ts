import Joi from 'joi'
import { CONVERSATION_STATUSES } from '@ledgerline/sdk/types'
import { isoDateString, searchText } from '../models/api-schemas.js'

export const conversationsQuery = Joi.object({
  status: Joi.string().valid(...CONVERSATION_STATUSES),
  serviceTypeId: Joi.number().integer().min(1).max(2_147_483_647),
  assignedTo: Joi.string().trim().min(1).max(200),
  q: searchText,
})

export const conversationSchema = Joi.object({
  id: Joi.number().integer().required(),
  title: Joi.string().required(),
  status: Joi.string()
    .valid(...CONVERSATION_STATUSES)
    .required(),
  assignedTo: Joi.string().allow(null).required(),
  serviceTypeId: Joi.number().integer().allow(null).required(),
  lastActivity: isoDateString.required(),
  messageCount: Joi.number().integer().min(0).allow(null).required(),
  isUnread: Joi.boolean().required(),
  lastMessage: Joi.object({ senderName: Joi.string().allow('').required(), content: Joi.string().allow('').required() })
    .allow(null)
    .required(),
}).label('Conversation')

export const serviceTypeSchema = Joi.object({
  id: Joi.number().integer().required(),
  name: Joi.string().required(),
}).label('ServiceType')
