import type { Request, ServerRoute } from '@hapi/hapi'
import Joi from 'joi'
import { signedIn } from '../../auth/access.js'

export const showFirmRoute: ServerRoute = {
  method: 'GET',
  path: '/api/firm',
  options: {
    auth: signedIn,
    response: {
      schema: Joi.object({
        name: Joi.string().required(),
        email: Joi.string().required(),
        phone: Joi.string().required(),
        address: Joi.string().required(),
        officeHours: Joi.string().required(),
      }).label('FirmContact'),
    },
    handler: (request: Request) => request.server.app.config.firm,
  },
}
