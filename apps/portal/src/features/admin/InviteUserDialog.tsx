import { INTERNAL_ROLES, isApiError, type InternalRole } from '@ledgerline/sdk'
import { useInviteUser } from '@ledgerline/sdk/react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { jobTitle } from './internalUsers'
import { Modal } from './Modal'

const EMPTY = { email: '', firstName: '', lastName: '', role: 'staff' as InternalRole }

/** Invite: the person gets an e-mail with a single-use link (72 hours) to set their password. */
export function InviteUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteUser()
  const [form, setForm] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    try {
      const user = await invite.trigger(form)
      toast({ title: 'Invitation sent', description: `${user.email} will get a link to set a password.` })
      setForm(EMPTY)
      onOpenChange(false)
    } catch (failure) {
      setError(isApiError(failure) ? failure.serverMessage : 'The invitation could not be sent.')
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a team member"
      description="They get an e-mail with a link to set their password. The link works once, within 72 hours."
    >
      <form onSubmit={submit} className="space-y-4" aria-label="Invite a team member">
        <Field
          label="Email"
          name="email"
          type="email"
          required
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            name="firstName"
            required
            value={form.firstName}
            onChange={(event) => setForm({ ...form, firstName: event.target.value })}
          />
          <Field
            label="Last name"
            name="lastName"
            required
            value={form.lastName}
            onChange={(event) => setForm({ ...form, lastName: event.target.value })}
          />
        </div>
        <label className="flex flex-col gap-2 text-sm font-medium">
          Role
          <select
            value={form.role}
            onChange={(event) => setForm({ ...form, role: event.target.value as InternalRole })}
            className="h-10 rounded border border-input bg-surface px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {INTERNAL_ROLES.map((role) => (
              <option key={role} value={role}>
                {jobTitle(role)}
              </option>
            ))}
          </select>
        </label>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isMutating}>
            {invite.isMutating ? 'Sending...' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
