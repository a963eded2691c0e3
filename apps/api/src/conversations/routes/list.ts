import type { ServerRoute } from '@hapi/hapi'
import type { ConversationFilters } from '@ledgerline/contracts'
import { conversationSchema, conversationsQuery } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { internalOnly } from '../../auth/access.js'
import { conversationsService } from '../service.js'

export const listConversationsRoute: ServerRoute<{ Query: ConversationFilters }> = {
  method: 'GET',
  path: '/api/conversations',
  options: {
    auth: internalOnly,
    validate: { query: conversationsQuery },
    response: { schema: Joi.array().items(conversationSchema) },
    handler: (request) => conversationsService.list(request.server.app.db, request.query),
  },
}
