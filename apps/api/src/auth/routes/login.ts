import Boom from '@hapi/boom'
import type { ServerRoute } from '@hapi/hapi'
import type { LoginInput } from '@ledgerline/contracts'
import { currentUserSchema, loginPayload, secondFactorSchema } from '@ledgerline/contracts/schemas'
import { clientAddress } from '../../platform/security.js'
import Joi from 'joi'
import { actorOf, auditService } from '../../audit/service.js'
import { User } from '../../models/User.js'
import { MFA_COOKIE, mfaService, secondFactorStep } from '../mfa.js'
import { authService } from '../service.js'
import { hashSessionId, revokeSession } from '../sessions.js'

export const loginRoute: ServerRoute<{ Payload: LoginInput }> = {
  method: 'POST',
  path: '/api/auth/login',
  options: {
    auth: false,
    validate: { payload: loginPayload },
    response: { schema: Joi.alternatives(currentUserSchema, secondFactorSchema) },
    async handler(request, h) {
      const { db, config } = request.server.app
      const meta = { ip: clientAddress(request), userAgent: request.headers['user-agent'] as string | undefined }
      const input = request.payload
      try {
        const { user, sid } = await authService.login(db, config, input, meta)
        const record = await User.query(db).findById(user.id)
        const step = record ? secondFactorStep(config, record) : 'none'
        if (step !== 'none') {
          // The password was right, but the session waits for the code: the one just opened is withdrawn.
          await revokeSession(db, hashSessionId(sid))
          const challenge = await mfaService.startChallenge(db, user.id, input.portal)
          return h
            .response({ mfaRequired: true, enrol: step === 'enrol' })
            .code(202)
            .state(MFA_COOKIE, challenge)
        }
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
