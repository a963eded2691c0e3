import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi'
import Joi from 'joi'
import { actorOf, auditService } from '../../audit/service.js'
import { emptyPayload, noQuery } from '../../models/api-schemas.js'
import { User } from '../../models/User.js'
import { MFA_COOKIE, mfaService } from '../mfa.js'
import { currentUserSchema } from '../schemas.js'
import { createSession } from '../sessions.js'

const codePayload = Joi.object({
  // Six digits from the app, or a recovery code (xxxxx-xxxxx).
  code: Joi.string().trim().min(6).max(20).required(),
})

const challengeOf = (request: Request) => request.state[MFA_COOKIE] as string | undefined

/** Enrolment is open to a signed-in person, or to a sign-in that must enrol before it gets a session. */
async function enrollingUser(request: Request): Promise<{ user: User; viaChallenge: boolean }> {
  const { db } = request.server.app
  const signedIn = request.auth.credentials?.user
  if (signedIn) {
    const user = await User.query(db).findById(signedIn.id)
    if (user) return { user, viaChallenge: false }
  }
  return { user: await mfaService.challengeUser(db, challengeOf(request)), viaChallenge: true }
}

export const verifyMfaRoute: ServerRoute = {
  method: 'POST',
  path: '/api/auth/mfa/verify',
  options: {
    auth: false,
    validate: { payload: codePayload },
    response: { schema: currentUserSchema },
    async handler(request: Request, h: ResponseToolkit) {
      const { db, config } = request.server.app
      const { code } = request.payload as { code: string }
      const { user, sid } = await mfaService.verifySignIn(db, config, challengeOf(request), code, actorOf(request))
      request.cookieAuth.set({ sid })
      return h.response(user).unstate(MFA_COOKIE)
    },
  },
}

export const startMfaEnrolmentRoute: ServerRoute = {
  method: 'POST',
  path: '/api/auth/mfa/enrolment',
  options: {
    auth: { mode: 'try', strategies: ['session'] },
    validate: { payload: emptyPayload },
    response: {
      schema: Joi.object({
        secret: Joi.string().required(),
        otpauthUrl: Joi.string().required(),
        qrCodeSvg: Joi.string().required(),
      }).label('MfaEnrolment'),
    },
    async handler(request: Request) {
      const { user } = await enrollingUser(request)
      return mfaService.startEnrolment(request.server.app.db, request.server.app.config, user)
    },
  },
}

export const confirmMfaEnrolmentRoute: ServerRoute = {
  method: 'POST',
  path: '/api/auth/mfa/enrolment/confirm',
  options: {
    auth: { mode: 'try', strategies: ['session'] },
    validate: { payload: codePayload },
    response: {
      schema: Joi.object({
        recoveryCodes: Joi.array().items(Joi.string()).length(10).required(),
        user: currentUserSchema.required(),
      }).label('MfaEnrolled'),
    },
    async handler(request: Request, h: ResponseToolkit) {
      const { db } = request.server.app
      const { user, viaChallenge } = await enrollingUser(request)
      const actor = actorOf(request)
      const recoveryCodes = await mfaService.confirmEnrolment(
        db,
        user,
        (request.payload as { code: string }).code,
        actor,
      )
      const response = h.response({ recoveryCodes, user: user.toCurrentUser() })
      if (viaChallenge) {
        // The sign-in that had to enrol first is complete now.
        await mfaService.endChallenge(db, challengeOf(request)!)
        const sid = await createSession(db, user.id, {
          ip: actor.ip ?? undefined,
          userAgent: actor.userAgent ?? undefined,
        })
        request.cookieAuth.set({ sid })
        response.unstate(MFA_COOKIE)
        await auditService.record(
          db,
          { ...actor, id: user.id, label: user.email },
          { action: 'auth.login', details: { secondFactor: true } },
        )
      }
      return response
    },
  },
}

export const mfaStatusRoute: ServerRoute = {
  method: 'GET',
  path: '/api/auth/mfa',
  options: {
    validate: { query: noQuery },
    response: {
      schema: Joi.object({
        enabled: Joi.boolean().required(),
        required: Joi.boolean().required(),
        recoveryCodesLeft: Joi.number().integer().min(0).required(),
      }).label('MfaStatus'),
    },
    handler: (request: Request) =>
      mfaService.status(request.server.app.db, request.server.app.config, request.auth.credentials.user!.id),
  },
}
