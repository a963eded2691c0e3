import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { clientAddress } from '../../platform/security.js'
import { currentUserSchema, loginPayload } from '../schemas.js'
import { authService, type LoginInput } from '../service.js'

export const loginRoute: ServerRoute = {
  method: 'POST',
  path: '/api/auth/login',
  options: {
    auth: false,
    validate: { payload: loginPayload },
    response: { schema: currentUserSchema },
    async handler(request: Request, h: ResponseToolkit) {
      const { db, config } = request.server.app
      const meta = { ip: clientAddress(request), userAgent: request.headers['user-agent'] as string | undefined }
      const { user, sid } = await authService.login(db, config, request.payload as LoginInput, meta)
      request.cookieAuth.set({ sid })
      return h.response(user)
    },
  },
}
