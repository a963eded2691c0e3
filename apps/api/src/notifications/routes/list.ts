import type { Request, ServerRoute } from '@hapi/hapi'
import { noQuery, notificationSchema } from '@ledgerline/contracts/schemas'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'
import { notificationsService } from '../service.js'

export const listNotificationsRoute: ServerRoute = {
  method: 'GET',
  path: '/api/notifications',
  options: {
    auth: signedIn,
    validate: { query: noQuery },
    response: { schema: Joi.array().items(notificationSchema) },
    handler: (request: Request) =>
      notificationsService.listForUser(request.server.app.db, request.auth.credentials.user!.id),
  },
}
