// SWR hooks for production accounts (issue 19); the calls are in ../accounts.ts.
import { accountsApi, needsSecondFactor } from '../accounts.js'
import type { ApiClient } from '../client.js'
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
  Page,
  Portal,
  SecondFactorRequired,
  User,
  UserUpdate,
} from '../types.js'
import type { ReadKey } from './keys.js'
import { PATHS } from './keys.js'
import { useRead, type ReadOptions, type ReadResponse } from './reads.js'
import { useWrite, type WriteResponse } from './writes.js'

export const ACCOUNT_PATHS = {
  authSettings: '/api/auth/settings',
  mfa: '/api/auth/mfa',
  auditEvents: '/api/audit-events',
  user: '/api/users/{id}',
} as const

const api = (client: ApiClient) => accountsApi(client)

export function useAuthSettings(options?: ReadOptions): ReadResponse<AuthSettings> {
  return useRead([ACCOUNT_PATHS.authSettings], (client) => api(client).getAuthSettings(), options)
}

/** Whom an invitation or reset link is for; a 404 or 410 error says why it cannot be used. */
export function useAccountLink(
  purpose: 'invitation' | 'reset',
  token: string | undefined,
): ReadResponse<AccountLinkInfo> {
  const path = purpose === 'invitation' ? '/api/invitations/check' : '/api/auth/password-reset/check'
  return useRead(
    [path, { token }],
    (client) =>
      purpose === 'invitation' ? api(client).checkInvitation(token!) : api(client).checkPasswordReset(token!),
    { enabled: Boolean(token) },
  )
}

export function useMfaStatus(options?: ReadOptions): ReadResponse<MfaStatus> {
  return useRead([ACCOUNT_PATHS.mfa], (client) => api(client).getMfaStatus(), options)
}

export function useUser(id: number | undefined): ReadResponse<User> {
  const key: ReadKey = [PATHS.users, { id }]
  return useRead(key, (client) => api(client).getUser(id!), { enabled: id !== undefined })
}

/** One page of the audit trail; pass the previous page's `next` as cursor for the following one. */
export function useAuditEvents(filters: AuditFilters, cursor?: string): ReadResponse<Page<AuditEvent>> {
  const key: ReadKey = [ACCOUNT_PATHS.auditEvents, { ...filters, cursor }]
  return useRead(key, (client) => api(client).listAuditEvents(filters, cursor), {}, { keepPreviousData: true })
}

/** The password step: the user, or a request for the second factor (then no session yet). */
export function useSignIn(): WriteResponse<
  CurrentUser | SecondFactorRequired,
  { email: string; password: string; portal: Portal }
> {
  return useWrite('signIn', (client, input) => api(client).signIn(input), { revalidate: [PATHS.currentUser] })
}

export function useVerifyMfa(): WriteResponse<CurrentUser, string> {
  return useWrite('verifyMfa', (client, code: string) => api(client).verifyMfa(code), {
    revalidate: [PATHS.currentUser, ACCOUNT_PATHS.mfa],
  })
}

export function useStartMfaEnrolment(): WriteResponse<MfaEnrolment, void> {
  return useWrite('startMfaEnrolment', (client) => api(client).startMfaEnrolment(), { revalidate: [] })
}

export function useConfirmMfaEnrolment(): WriteResponse<MfaEnrolled, string> {
  return useWrite('confirmMfaEnrolment', (client, code: string) => api(client).confirmMfaEnrolment(code), {
    revalidate: [PATHS.currentUser, ACCOUNT_PATHS.mfa],
  })
}

export function useUpdateUser(): WriteResponse<User, { id: number; update: UserUpdate }> {
  return useWrite('updateUser', (client, { id, update }) => api(client).updateUser(id, update), {
    revalidate: [PATHS.users, ACCOUNT_PATHS.auditEvents],
  })
}

export function useEndUserSessions(): WriteResponse<EndedSessions, number> {
  return useWrite('endUserSessions', (client, id: number) => api(client).endUserSessions(id), {
    revalidate: [ACCOUNT_PATHS.auditEvents],
  })
}

export function useResetUserMfa(): WriteResponse<User, number> {
  return useWrite('resetUserMfa', (client, id: number) => api(client).resetUserMfa(id), {
    revalidate: [PATHS.users, ACCOUNT_PATHS.auditEvents],
  })
}

export function useInviteUser(): WriteResponse<User, InvitationInput> {
  return useWrite('inviteUser', (client, input: InvitationInput) => api(client).inviteUser(input), {
    revalidate: [PATHS.users, ACCOUNT_PATHS.auditEvents],
  })
}

export function useRequestPasswordReset(): WriteResponse<{ message: string }, { email: string; portal: Portal }> {
  return useWrite(
    'requestPasswordReset',
    (client, { email, portal }) => api(client).requestPasswordReset(email, portal),
    {
      revalidate: [],
    },
  )
}

export function useAcceptInvitation(): WriteResponse<void, { token: string; password: string }> {
  return useWrite('acceptInvitation', (client, { token, password }) => api(client).acceptInvitation(token, password), {
    revalidate: [],
  })
}

export function useCompletePasswordReset(): WriteResponse<void, { token: string; password: string }> {
  return useWrite(
    'completePasswordReset',
    (client, { token, password }) => api(client).completePasswordReset(token, password),
    { revalidate: [] },
  )
}

export { needsSecondFactor }
