// Generated from src/schemas/auth.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type { Portal, Role } from '../constants.js'

export type AuthSettings = {
  demoMode: boolean
  requireMfa: boolean
}

export type CurrentUser = {
  id: number
  role: Role | null
  firstName: string | null
  lastName: string | null
  email: string
  username: string
  profileImageUrl: string | null
  vipStatus: boolean
}

export type DomainAuthInput = {
  username: string
  password: string
}

export type LoginInput = {
  email: string
  password: string
  portal: Portal
}

export type MfaCodeInput = {
  code: string
}

export type MfaEnrolled = {
  /**
   * Shown once: 10 single-use codes for when the phone is lost.
   */
  recoveryCodes: string[]
  user: CurrentUser
}

export type MfaEnrolment = {
  secret: string
  otpauthUrl: string
  /**
   * An SVG QR code of otpauthUrl.
   */
  qrCodeSvg: string
}

export type MfaStatus = {
  enabled: boolean
  required: boolean
  recoveryCodesLeft: number
}

export type PasswordResetInput = {
  email: string
  portal: Portal
}

export type PasswordResetRequested = {
  message: string
}

export type SecondFactorRequired = {
  mfaRequired: true
  /**
   * The account must set up an authenticator app first (internal roles when REQUIRE_MFA is on).
   */
  enrol: boolean
}

export type SetDemoRoleInput = {
  role: Role
}

export type SetDemoRoleResponse = {
  role: Role
}
