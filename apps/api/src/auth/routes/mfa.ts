import type { ReqRef, Request, ServerRoute } from '@hapi/hapi'
import type { MfaCodeInput } from '@ledgerline/contracts'
import {
  currentUserSchema,
  emptyPayload,
  mfaCodePayload,
  mfaEnrolledSchema,
  mfaEnrolmentSchema,
  mfaStatusSchema,
  noQuery,
} from '@ledgerline/contracts/schemas'
import { actorOf, auditService } from '../../audit/service.js'
import { User } from '../../models/User.js'
import { MFA_COOKIE, mfaService } from '../mfa.js'
import { createSession } from '../sessions.js'

const challengeOf = <Refs extends ReqRef>(request: Request<Refs>) => request.state[MFA_COOKIE] as string | undefined

/** Enrolment is open to a signed-in person, or to a sign-in that must enrol before it gets a session. */
async function enrollingUser<Refs extends ReqRef>(
  request: Request<Refs>,
): Promise<{ user: User; viaChallenge: boolean }> {
  const { db } = request.server.app
  const signedIn = request.auth.credentials?.user
  if (signedIn) {
    const user = await User.query(db).findById(signedIn.id)
    if (user) return { user, viaChallenge: false }
  }
  return { user: await mfaService.challengeUser(db, challengeOf(request)), viaChallenge: true }
}

export const verifyMfaRoute: ServerRoute<{ Payload: MfaCodeInput }> = {
  method: 'POST',
  path: '/api/auth/mfa/verify',
  options: {
    auth: false,
    validate: { payload: mfaCodePayload },
    response: { schema: currentUserSchema },
    async handler(request, h) {
      const { db, config } = request.server.app
      const { code } = request.payload
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
    response: { schema: mfaEnrolmentSchema },
    async handler(request: Request) {
      const { user } = await enrollingUser(request)
      return mfaService.startEnrolment(request.server.app.db, request.server.app.config, user)
    },
  },
}

export const confirmMfaEnrolmentRoute: ServerRoute<{ Payload: MfaCodeInput }> = {
  method: 'POST',
  path: '/api/auth/mfa/enrolment/confirm',
  options: {
    auth: { mode: 'try', strategies: ['session'] },
    validate: { payload: mfaCodePayload },
    response: { schema: mfaEnrolledSchema },
    async handler(request, h) {
      const { db } = request.server.app
      const { user, viaChallenge } = await enrollingUser(request)
      const actor = actorOf(request)
      const recoveryCodes = await mfaService.confirmEnrolment(db, user, request.payload.code, actor)
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
    response: { schema: mfaStatusSchema },
    handler: (request: Request) =>
      mfaService.status(request.server.app.db, request.server.app.config, request.auth.credentials.user!.id),
  },
}
