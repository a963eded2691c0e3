import { useCallback } from 'react'
import { unstable_serialize, useSWRConfig } from 'swr'
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation'
import type { ApiClient, AuthState } from '../client.js'
import type {
  CurrentUser,
  Document,
  DomainAuthInput,
  Feedback,
  FeedbackInput,
  FeedbackUpdate,
  LoginInput,
  Notification,
  Role,
  SetDemoRoleResponse,
} from '../types.js'
import { keys, PATHS } from './keys.js'
import { useLedgerline } from './provider.js'

export type WriteResponse<Result, Arg> = SWRMutationResponse<Result, Error, string, Arg>

/**
 * Revalidates every read of the given paths: mounted reads refetch now and keep showing their data meanwhile;
 * reads not on screen are dropped from the cache, so they fetch when shown again.
 */
export function useRevalidatePaths(): (paths: readonly string[]) => Promise<void> {
  const { registry } = useLedgerline()
  const { cache, mutate } = useSWRConfig()
  return useCallback(
    async (paths: readonly string[]) => {
      const { mounted, unmounted } = registry.select(paths)
      // mutate() also ends SWR's deduplication of a recent request, which would otherwise answer the old data.
      await Promise.all(unmounted.map((key) => mutate(key)))
      for (const key of unmounted) cache.delete(key)
      await Promise.all(mounted.map((key) => mutate(key)))
    },
    [registry, cache, mutate],
  )
}

/**
 * After a sign-out: the current user becomes null without a request (a refetch would make a guarded page cry
 * "Unauthorized" while it is being left), and every other cached read, which belonged to the user who left, is
 * dropped, so that the next user's screens fetch their own.
 */
function useForgetUser(): (gateRequired: boolean) => Promise<void> {
  const { registry } = useLedgerline()
  const { cache, mutate } = useSWRConfig()
  return useCallback(
    async (gateRequired: boolean) => {
      const currentUserKey = unstable_serialize(keys.currentUser())
      const { mounted, unmounted } = registry.select()
      const forgotten = [...mounted, ...unmounted].filter((key) => key !== currentUserKey)
      await Promise.all(forgotten.map((key) => mutate(key, undefined, { revalidate: false })))
      for (const key of forgotten) cache.delete(key)
      const signedOut: AuthState = { user: null, gateRequired }
      await mutate(currentUserKey, signedOut, { revalidate: false })
    },
    [registry, cache, mutate],
  )
}

type AfterWrite = { revalidate: readonly string[] } | { signOut: { gateRequired: boolean } }

/** One write: calls the client, then updates the cache as `after` says, before the trigger resolves. */
export function useWrite<Result, Arg>(
  name: string,
  call: (client: ApiClient, arg: Arg) => Promise<Result>,
  after: AfterWrite,
): WriteResponse<Result, Arg> {
  const { client } = useLedgerline()
  const revalidate = useRevalidatePaths()
  const forgetUser = useForgetUser()
  // A key of its own, shared by no read, so that SWR's own post-mutation revalidation touches nothing else.
  return useSWRMutation<Result, Error, string, Arg>(`ledgerline:mutation:${name}`, async (_key, { arg }) => {
    const result = await call(client, arg)
    if ('revalidate' in after) await revalidate(after.revalidate)
    else await forgetUser(after.signOut.gateRequired)
    return result
  })
}

const AFTER_FEEDBACK_WRITE: AfterWrite = { revalidate: [PATHS.feedback, PATHS.feedbackCount] }

/** trigger(id): then the notifications and the unread count are refetched. */
export function useMarkNotificationRead(): WriteResponse<Notification, number> {
  return useWrite('markNotificationRead', (client, id: number) => client.markNotificationRead(id), {
    revalidate: [PATHS.notifications, PATHS.unreadNotificationCount],
  })
}

/** trigger(id): then the documents are refetched. */
export function useProcessDocument(): WriteResponse<Document, number> {
  return useWrite('processDocument', (client, id: number) => client.processDocument(id), {
    revalidate: [PATHS.documents],
  })
}

/** trigger(input): then every feedback list, the pins and the count are refetched. */
export function useCreateFeedback(): WriteResponse<Feedback, FeedbackInput> {
  return useWrite(
    'createFeedback',
    (client, input: FeedbackInput) => client.createFeedback(input),
    AFTER_FEEDBACK_WRITE,
  )
}

export type FeedbackUpdateArg = FeedbackUpdate & { id: number }

/** trigger({ id, status?, priority? }): then every feedback list, the pins and the count are refetched. */
export function useUpdateFeedback(): WriteResponse<Feedback, FeedbackUpdateArg> {
  return useWrite(
    'updateFeedback',
    (client, { id, ...update }: FeedbackUpdateArg) => client.updateFeedback(id, update),
    AFTER_FEEDBACK_WRITE,
  )
}

/** trigger(id): then every feedback list, the pins and the count are refetched. */
export function useDeleteFeedback(): WriteResponse<void, number> {
  return useWrite('deleteFeedback', (client, id: number) => client.deleteFeedback(id), AFTER_FEEDBACK_WRITE)
}

/** trigger(role): then the current user is refetched. */
export function useSetDemoRole(): WriteResponse<SetDemoRoleResponse, Role> {
  return useWrite('setDemoRole', (client, role: Role) => client.setDemoRole(role), { revalidate: [PATHS.currentUser] })
}

/** trigger({ email, password, portal }): then the current user is refetched. */
export function useLogin(): WriteResponse<CurrentUser, LoginInput> {
  return useWrite('login', (client, input: LoginInput) => client.login(input), { revalidate: [PATHS.currentUser] })
}

/** trigger({ username, password }): then the current user is refetched (it no longer answers "gate required"). */
export function useDomainAuth(): WriteResponse<void, DomainAuthInput> {
  return useWrite('domainAuth', (client, input: DomainAuthInput) => client.domainAuth(input), {
    revalidate: [PATHS.currentUser],
  })
}

/** trigger(): signs out; the current user becomes null and the signed-out user's cached reads are dropped. */
export function useLogout(): WriteResponse<void, void> {
  return useWrite('logout', (client) => client.logout(), { signOut: { gateRequired: false } })
}

/** trigger(): leaves the site (gate and session); the current user becomes "gate required". */
export function useDomainLogout(): WriteResponse<void, void> {
  return useWrite('domainLogout', (client) => client.domainLogout(), { signOut: { gateRequired: true } })
}
