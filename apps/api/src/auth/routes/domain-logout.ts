import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { gateExempt } from '../access.js'
import { clearGate, revokeGatePass } from '../gate.js'
import { revokeSession } from '../sessions.js'

export const domainLogoutRoute: ServerRoute = {
  method: 'POST',
  path: '/api/domain-logout',
  options: {
    auth: { mode: 'try', strategies: ['session'] },
    plugins: gateExempt,
    async handler(request: Request, h: ResponseToolkit) {
      const user = request.auth.credentials?.user
      if (user) await revokeSession(request.server.app.db, user.sessionId)
      await revokeGatePass(request)
      request.cookieAuth.clear()
      clearGate(h)
      return h.response().code(204)
    },
  },
}
