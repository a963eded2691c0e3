import { useState, type FormEvent } from 'react'
import { SubmitButton } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Notice } from './AccountFrame'

export const MIN_PASSWORD_LENGTH = 12

/** A new password twice; the server's policy (common passwords…) answers with the message shown in `error`. */
export function SetPasswordForm({
  email,
  busy,
  error,
  submitLabel,
  onSubmit,
}: {
  email: string
  busy: boolean
  error: string | null
  submitLabel: string
  onSubmit: (password: string) => void
}) {
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [mismatch, setMismatch] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (password !== repeat) {
      setMismatch(true)
      return
    }
    setMismatch(false)
    onSubmit(password)
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Choose a password">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        value={password}
        onValue={setPassword}
        aria-describedby="password-rules"
      />
      <p id="password-rules" className="text-xs text-muted-foreground">
        At least {MIN_PASSWORD_LENGTH} characters. A phrase of several words is easy to remember; common passwords are
        refused.
      </p>
      <Field
        label="Repeat the password"
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onValue={setRepeat}
      />
      {mismatch && <Notice tone="error">The two passwords differ.</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <SubmitButton className="w-full" busy={busy} busyLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
