import type { ServerRoute } from '@hapi/hapi'
import type { DomainAuthInput } from '@ledgerline/contracts'
import { domainAuthPayload } from '@ledgerline/contracts/schemas'
import { clientAddress } from '../../platform/security.js'
import { gateExempt } from '../access.js'
import { GATE_COOKIE, gateCredentialsMatch, issueGatePass } from '../gate.js'
import { authService } from '../service.js'

export const domainAuthRoute: ServerRoute<{ Payload: DomainAuthInput }> = {
  method: 'POST',
  path: '/api/domain-auth',
  options: {
    auth: false,
    plugins: gateExempt,
    validate: { payload: domainAuthPayload },
    async handler(request, h) {
      const { db, config } = request.server.app
      const { username, password } = request.payload
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
