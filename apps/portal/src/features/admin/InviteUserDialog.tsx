import { INTERNAL_ROLES, isApiError, type Role } from '@ledgerline/sdk'
import { useClients, useInviteUser } from '@ledgerline/sdk/react'
import { useState, type FormEvent } from 'react'
import { Button, SubmitButton } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { jobTitle } from './internalUsers'
import { Modal } from './Modal'

const EMPTY = { email: '', firstName: '', lastName: '', role: 'staff' as Role, clientId: '' }
const ROLE_CHOICES: readonly Role[] = [...INTERNAL_ROLES, 'client']
const roleName = (role: Role) => (role === 'client' ? 'Client' : jobTitle(role))

/** Invite: the person gets an e-mail with a single-use link (72 hours) to set their password. */
export function InviteUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteUser()
  const [form, setForm] = useState(EMPTY)
  // A client's account belongs to their client record: pick it, and its name and e-mail fill the form.
  const clients = useClients({ enabled: open && form.role === 'client' })

  function pickClient(clientId: string) {
    const client = clients.data?.find((c) => String(c.id) === clientId)
    setForm(
      client
        ? { ...form, clientId, email: client.email, firstName: client.firstName, lastName: client.lastName }
        : { ...form, clientId },
    )
  }
  const [error, setError] = useState<string | null>(null)
  /** The props that tie a text field to its entry of the form. */
  const bind = (name: 'email' | 'firstName' | 'lastName') => ({
    name,
    required: true,
    value: form[name],
    onValue: (value: string) => setForm({ ...form, [name]: value }),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    try {
      const { clientId, ...person } = form
      const user = await invite.trigger(form.role === 'client' ? { ...person, clientId: Number(clientId) } : person)
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
        <label className="flex flex-col gap-2 text-sm font-medium">
          Role
          <select
            value={form.role}
            onChange={(event) => setForm({ ...form, role: event.target.value as Role })}
            className="h-10 rounded border border-input bg-surface px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {ROLE_CHOICES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </select>
        </label>
        {form.role === 'client' && (
          <label className="flex flex-col gap-2 text-sm font-medium">
            Client record
            <select
              required
              value={form.clientId}
              onChange={(event) => pickClient(event.target.value)}
              className="h-10 rounded border border-input bg-surface px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <option value="">{clients.isLoading ? 'Loading clients...' : 'Choose a client'}</option>
              {clients.data?.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.firstName} {client.lastName} ({client.email})
                </option>
              ))}
            </select>
          </label>
        )}
        <Field label="Email" type="email" {...bind('email')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" {...bind('firstName')} />
          <Field label="Last name" {...bind('lastName')} />
        </div>

        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton busy={invite.isMutating} busyLabel="Sending...">
            Send invitation
          </SubmitButton>
        </div>
      </form>
    </Modal>
  )
}
