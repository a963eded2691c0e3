import { isApiError } from '@ledgerline/sdk'
import { useDomainAuth } from '@ledgerline/sdk/react'
import { useState, type FormEvent } from 'react'
import { SubmitButton } from '@/components/ui/button'
import { Field, PASSWORD_INPUT } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'

/** SPEC.md §2.2: the dark domain gate in front of everything, labels a single letter each. */
export default function DomainGatePage() {
  const { trigger, isMutating } = useDomainAuth()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      await trigger({ username, password })
    } catch (error) {
      if (isApiError(error)) {
        toast({ title: 'Access Denied', description: 'Invalid credentials. Please try again.', variant: 'destructive' })
      } else {
        toast({ title: 'Error', description: 'Connection error. Please try again.', variant: 'destructive' })
      }
    }
  }

  return (
    <div className="dark">
      <main className="flex min-h-page items-center justify-center bg-background p-6 text-foreground">
        <form
          onSubmit={submit}
          className="w-full max-w-xs space-y-5 rounded border border-border bg-surface p-8 shadow-lg"
          aria-label="Site access"
        >
          <Field label="U" name="username" autoComplete="username" required value={username} onValue={setUsername} />
          <Field label="P" {...PASSWORD_INPUT} value={password} onValue={setPassword} />
          <SubmitButton className="w-full" busy={isMutating} busyLabel="Authenticating...">
            Login
          </SubmitButton>
        </form>
      </main>
    </div>
  )
}
