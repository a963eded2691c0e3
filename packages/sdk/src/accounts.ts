// Production accounts (issue 19): managing people, invitations, password reset, the second factor, the audit trail.
import type { ApiClient } from './client.js'
import type {
  AccountLinkInfo,
  AuditEvent,
  AuditFilters,
  AuthSettings,
  CurrentUser,
  EndedSessions,
  InvitationInput,
  MfaEnrolled,
  MfaEnrolment,
  MfaStatus,
  PasswordResetRequested,
  Portal,
  SecondFactorRequired,
  User,
  UserUpdate,
} from './types.js'

/** Did sign-in stop at the second factor? (POST /api/auth/login answered 202.) */
export const needsSecondFactor = (result: CurrentUser | SecondFactorRequired): result is SecondFactorRequired =>
  'mfaRequired' in result && result.mfaRequired === true

/** The calls of issue 19 on top of a client: one typed function per call. */
export function accountsApi(client: Pick<ApiClient, 'request' | 'requestPage'>) {
  const { request } = client
  const encode = encodeURIComponent
  return {
    getAuthSettings: () => request<AuthSettings>('/api/auth/settings'),
    /** The password step; a second factor, when due, follows with verifyMfa or the enrolment calls. */
    signIn: (input: { email: string; password: string; portal: Portal }) =>
      request<CurrentUser | SecondFactorRequired>('/api/auth/login', { method: 'POST', body: input }),

    getUser: (id: number) => request<User>(`/api/users/${encode(id)}`),
    updateUser: (id: number, update: UserUpdate) =>
      request<User>(`/api/users/${encode(id)}`, { method: 'PATCH', body: update }),
    endUserSessions: (id: number) => request<EndedSessions>(`/api/users/${encode(id)}/sessions`, { method: 'DELETE' }),
    /** Turns a user's second factor off (lost phone); they set it up again at their next sign-in. */
    resetUserMfa: (id: number) => request<User>(`/api/users/${encode(id)}/mfa`, { method: 'DELETE' }),
    inviteUser: (input: InvitationInput) => request<User>('/api/users/invitations', { method: 'POST', body: input }),

    checkInvitation: (token: string) =>
      request<AccountLinkInfo>('/api/invitations/check', { method: 'POST', body: { token } }),
    acceptInvitation: async (token: string, password: string): Promise<void> => {
      await request('/api/invitations/accept', { method: 'POST', body: { token, password } })
    },
    requestPasswordReset: (email: string, portal: Portal) =>
      request<PasswordResetRequested>('/api/auth/password-reset', { method: 'POST', body: { email, portal } }),
    checkPasswordReset: (token: string) =>
      request<AccountLinkInfo>('/api/auth/password-reset/check', { method: 'POST', body: { token } }),
    completePasswordReset: async (token: string, password: string): Promise<void> => {
      await request('/api/auth/password-reset/complete', { method: 'POST', body: { token, password } })
    },

    verifyMfa: (code: string) => request<CurrentUser>('/api/auth/mfa/verify', { method: 'POST', body: { code } }),
    startMfaEnrolment: () => request<MfaEnrolment>('/api/auth/mfa/enrolment', { method: 'POST' }),
    confirmMfaEnrolment: (code: string) =>
      request<MfaEnrolled>('/api/auth/mfa/enrolment/confirm', { method: 'POST', body: { code } }),
    getMfaStatus: () => request<MfaStatus>('/api/auth/mfa'),

    /** A page of the audit trail, newest first (admins only). */
    listAuditEvents: (filters: AuditFilters = {}, cursor?: string, limit = 50) =>
      client.requestPage<AuditEvent>('/api/audit-events', { query: { ...filters, cursor, limit } }),
  }
}

export type AccountsApi = ReturnType<typeof accountsApi>
