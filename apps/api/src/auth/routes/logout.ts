import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { actorOf, auditService } from '../../audit/service.js'
import { revokeSession } from '../sessions.js'

export const logoutRoute: ServerRoute = {
  method: 'GET',
  path: '/api/logout',
  options: {
    auth: { mode: 'try', strategies: ['session'] },
    async handler(request: Request, h: ResponseToolkit) {
      const user = request.auth.credentials?.user
      if (user) {
        await revokeSession(request.server.app.db, user.sessionId)
        await auditService.record(request.server.app.db, actorOf(request), { action: 'auth.logout' })
      }
      request.cookieAuth.clear()
      return h.redirect('/')
    },
  },
}
