import type { ResponseToolkit, ServerRoute } from '@hapi/hapi'

/** Google sign-in: not configured in this release, so the client login page explains it. */
export const ssoLoginRoute: ServerRoute = {
  method: 'GET',
  path: '/api/login',
  options: {
    auth: false,
    handler: (_request, h: ResponseToolkit) => h.redirect('/client-login?error=sso-unavailable'),
  },
}
