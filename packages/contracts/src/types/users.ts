// Generated from src/schemas/users.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type { Role, UserStatus } from '../constants.js'

/**
 * POST /api/invitations/check and /api/auth/password-reset/check: whom a link is for.
 */
export type AccountLinkInfo = {
  email: string
  firstName: string | null
  lastName: string | null
  expiresAt: string
}

/**
 * DELETE /api/users/{id}/sessions
 */
export type EndedSessions = {
  ended: number
}

/**
 * POST /api/users/invitations (admins only). A client invitation names its client record.
 */
export type InvitationInput = {
  email: string
  firstName: string
  lastName: string
  role: Role
  clientId?: number
}

export type LinkTokenInput = {
  token: string
}

export type SetPasswordInput = {
  token: string
  password: string
}

/**
 * GET /api/users: never carries a password hash or any secret.
 */
export type User = {
  id: number
  role: Role | null
  firstName: string | null
  lastName: string | null
  email: string
  username: string
  profileImageUrl: string | null
  vipStatus: boolean
  /**
   * A deactivated user cannot sign in; their sessions end.
   */
  active: boolean
  /**
   * inactive: deactivated; invited: has not set a password from the invitation yet.
   */
  status: UserStatus
  /**
   * Signs in with an authenticator app code.
   */
  mfaEnabled: boolean
  createdAt: string
}

/**
 * PATCH /api/users/{id} (admins only).
 */
export type UserUpdate = {
  role?: Role
  active?: boolean
}
