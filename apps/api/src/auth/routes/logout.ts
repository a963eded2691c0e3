import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { actorOf, auditService } from '../../audit/service.js'
import { revokeSession } from '../sessions.js'

export const logoutRoute: ServerRoute = {
  method: 'GET',
  path: '/api/logout',
  options: {
    auth: { mode: 'try', strategies: ['session'] },
    async handler(request: Request, h: ResponseToolkit) {
      // Another site cannot sign people out with a link or an image (issue 13 item 6).
      if (request.headers['sec-fetch-site'] === 'cross-site') return h.redirect('/')
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
