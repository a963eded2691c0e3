import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import { clientAddress } from '../../platform/security.js'
import { gateExempt } from '../access.js'
import { GATE_COOKIE, gateCredentialsMatch, issueGatePass } from '../gate.js'
import { domainAuthPayload } from '../schemas.js'
import { authService } from '../service.js'

export const domainAuthRoute: ServerRoute = {
  method: 'POST',
  path: '/api/domain-auth',
  options: {
    auth: false,
    plugins: gateExempt,
    validate: { payload: domainAuthPayload },
    async handler(request: Request, h: ResponseToolkit) {
      const { db, config } = request.server.app
      const { username, password } = request.payload as { username: string; password: string }
      await authService.checkGate(db, config, gateCredentialsMatch(config, username, password), {
        ip: clientAddress(request),
      })
      return h
        .response()
        .code(204)
        .state(GATE_COOKIE, await issueGatePass(db, config))
    },
  },
}
