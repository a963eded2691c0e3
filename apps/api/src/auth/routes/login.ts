import Boom from '@hapi/boom'
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { actorOf, auditService } from '../../audit/service.js'
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
      const meta = { ip: request.info.remoteAddress, userAgent: request.headers['user-agent'] as string | undefined }
      const input = request.payload as LoginInput
      try {
        const { user, sid } = await authService.login(db, config, input, meta)
        await auditService.record(
          db,
          { ...actorOf(request), id: user.id, label: user.email },
          { action: 'auth.login', details: { portal: input.portal } },
        )
        request.cookieAuth.set({ sid })
        return h.response(user)
      } catch (error) {
        if (Boom.isBoom(error) && [401, 429].includes(error.output.statusCode))
          await auditService.record(db, actorOf(request, input.email.trim().toLowerCase()), {
            action: 'auth.login_failed',
            details: { portal: input.portal, ...(error.output.statusCode === 429 ? { throttled: true } : {}) },
          })
        throw error
      }
    },
  },
}
