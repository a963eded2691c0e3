import Joi from 'joi'
import { CONVERSATION_STATUSES } from '../constants.js'
import { isoDateString, rowId, searchText } from './common.js'
import { named } from './named.js'

const status = Joi.string().valid(...CONVERSATION_STATUSES)

/** GET /api/conversations: the staff inbox's filters. */
export const conversationsQuery = named(
  'ConversationFilters',
  Joi.object({
    status,
    serviceTypeId: rowId,
    assignedTo: Joi.string().trim().min(1).max(200),
    q: searchText.description('Matches title or assignee, case-insensitive.'),
  }),
)

export const conversationSchema = named(
  'Conversation',
  Joi.object({
    id: Joi.number().integer().required(),
    title: Joi.string().required(),
    status: status.required(),
    assignedTo: Joi.string().allow(null).required(),
    serviceTypeId: Joi.number().integer().allow(null).required(),
    lastActivity: isoDateString.required(),
    messageCount: Joi.number().integer().min(0).allow(null).required(),
    isUnread: Joi.boolean().required(),
    lastMessage: Joi.object({
      senderName: Joi.string().allow('').required(),
      content: Joi.string().allow('').required(),
    })
      .allow(null)
      .required(),
  }).label('Conversation'),
)

export const serviceTypeSchema = named(
  'ServiceType',
  Joi.object({
    id: Joi.number().integer().required(),
    name: Joi.string().required(),
  }).label('ServiceType'),
)
