// The yardsticks of DECISIONS.md §10: a bare hapi route, and the same route behind the API's
// @hapi/cookie strategy with the same cookie settings but a validate that only says yes.
// Run as a child process; prints `ready <uri>` once listening.
import Hapi from '@hapi/hapi'
import Cookie from '@hapi/cookie'
import { register } from 'tsx/esm/api'

register()
const sessionPassword = process.env.SESSION_PASSWORD
if (!sessionPassword) throw new Error('bare-server: SESSION_PASSWORD is not set')
const { sessionCookieOptions } = await import('../../apps/api/src/auth/strategies.ts')

const server = Hapi.server({ host: '127.0.0.1', port: 0 })
await server.register(Cookie)
server.auth.strategy('session', 'cookie', {
  cookie: sessionCookieOptions({ sessionPassword, isProduction: false }),
  redirectTo: false,
  validate: async () => ({ isValid: true }),
})
server.route([
  { method: 'GET', path: '/bare', options: { auth: false, handler: () => ({ count: 0 }) } },
  { method: 'GET', path: '/bare-cookie', options: { auth: 'session', handler: () => ({ count: 0 }) } },
])
await server.start()
console.log(`ready ${server.info.uri}`)
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)))
