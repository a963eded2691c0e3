import { INTERNAL_ROLES, isApiError, type InternalRole, type User } from '@ledgerline/sdk'
import { useEndUserSessions, useResetUserMfa, useUpdateUser } from '@ledgerline/sdk/react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { formatDate } from '@/lib/dates'
import { fullName, jobTitle, STATUS_LABELS } from './internalUsers'
import { Modal } from './Modal'

/** One user: details for every internal role; role, deactivation and ending sessions for admins only. */
export function UserDetailsDialog({
  user,
  canManage,
  onClose,
}: {
  user: User | null
  canManage: boolean
  onClose: () => void
}) {
  const update = useUpdateUser()
  const endSessions = useEndUserSessions()
  const resetMfa = useResetUserMfa()
  const [role, setRole] = useState<InternalRole | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (!user) return null
  const chosenRole = role ?? (user.role as InternalRole)

  async function run(action: () => Promise<string>) {
    setError(null)
    try {
      toast({ title: await action() })
    } catch (failure) {
      setError(isApiError(failure) ? failure.serverMessage : 'The change could not be saved.')
    }
  }
  const saveRole = () =>
    run(async () => {
      await update.trigger({ id: user.id, update: { role: chosenRole } })
      return `${fullName(user)} is now ${jobTitle(chosenRole)}`
    })
  const toggleActive = () =>
    run(async () => {
      await update.trigger({ id: user.id, update: { active: !user.active } })
      onClose()
      return user.active ? `${fullName(user)} was deactivated` : `${fullName(user)} was reactivated`
    })
  const endAll = () =>
    run(async () => {
      const { ended } = await endSessions.trigger(user.id)
      return `Ended ${ended} session${ended === 1 ? '' : 's'} of ${fullName(user)}`
    })
  const turnOffMfa = () =>
    run(async () => {
      await resetMfa.trigger(user.id)
      return `Two-step sign-in is off for ${fullName(user)}; they set it up again at their next sign-in`
    })
  const busy = update.isMutating || endSessions.isMutating || resetMfa.isMutating

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) {
          setRole(null)
          setError(null)
          onClose()
        }
      }}
      title={fullName(user)}
      description={user.email}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Job title</dt>
        <dd>{jobTitle(user.role)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{STATUS_LABELS[user.status]}</dd>
        <dt className="text-muted-foreground">Two-step sign-in</dt>
        <dd>{user.mfaEnabled ? 'On' : 'Off'}</dd>
        <dt className="text-muted-foreground">Date created</dt>
        <dd>{formatDate(user.createdAt, 'short')}</dd>
      </dl>
      {canManage ? (
        <div className="mt-6 space-y-4 border-t border-border pt-4">
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-2 text-sm font-medium">
              Role
              <select
                value={chosenRole}
                onChange={(event) => setRole(event.target.value as InternalRole)}
                className="h-10 rounded border border-input bg-surface px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                {INTERNAL_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {jobTitle(value)}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="outline" disabled={busy || chosenRole === user.role} onClick={() => void saveRole()}>
              Save role
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy} onClick={() => void endAll()}>
              End all sessions
            </Button>
            {user.mfaEnabled && (
              <Button variant="outline" disabled={busy} onClick={() => void turnOffMfa()}>
                Turn off two-step sign-in
              </Button>
            )}
            <Button
              variant={user.active ? 'destructive' : 'default'}
              disabled={busy}
              onClick={() => void toggleActive()}
            >
              {user.active ? 'Deactivate' : 'Reactivate'}
            </Button>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-6 text-sm text-muted-foreground">Only administrators can change users.</p>
      )}
    </Modal>
  )
}
