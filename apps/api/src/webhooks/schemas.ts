import type { RouteOptions } from '@hapi/hapi'

export { noQuery } from '../models/api-schemas.js'

/** Webhook endpoints are the admins' to manage (issue 18). */
export const adminOnly: NonNullable<RouteOptions['auth']> = { access: { scope: ['admin'] } }
