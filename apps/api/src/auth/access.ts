import type { RouteOptions } from '@hapi/hapi'
import { INTERNAL_ROLES } from '@ledgerline/contracts'

type RouteAuth = NonNullable<RouteOptions['auth']>

/** Admin, manager and staff (SPEC.md §6). */
export const internalOnly: RouteAuth = { access: { scope: [...INTERNAL_ROLES] } }

/** Admins only: managing people (DECISIONS.md §4). */
export const adminOnly: RouteAuth = { access: { scope: ['admin'] } }

/** Any signed-in person, whatever the role (the default strategy, spelled out). */
export const signedIn: RouteAuth = { strategies: ['session'] }

/** Open before the gate and without a session. */
export const gateExempt = { ledgerline: { gate: false } }
