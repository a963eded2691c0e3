import { useRequestPasswordReset } from '@ledgerline/sdk/react'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonClasses, SubmitButton } from '@/components/ui/button'
import { EMAIL_INPUT, Field } from '@/components/ui/field'
import { AccountFrame, messageOf, Notice } from './AccountFrame'

/** /account/forgot-password?portal=client|staff: asks for a reset link; the answer is the same for every address. */
export default function ForgotPasswordPage() {
  const [searchParams] = useSearchParams()
  const portal = searchParams.get('portal') === 'client' ? 'client' : 'staff'
  const reset = useRequestPasswordReset()
  const [email, setEmail] = useState('')
  const [answer, setAnswer] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const back = portal === 'client' ? '/client-login' : '/staff-login'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    try {
      setAnswer((await reset.trigger({ email, portal })).message)
    } catch (failure) {
      setError(messageOf(failure, 'The request could not be sent. Please try again.'))
    }
  }

  return (
    <AccountFrame
      title="Reset your password"
      description="Enter the e-mail address you sign in with. We will send you a link to choose a new password."
    >
      {answer ? (
        <Notice>{answer}</Notice>
      ) : (
        <form onSubmit={submit} className="space-y-4" aria-label="Reset your password">
          <Field label="Email" {...EMAIL_INPUT} value={email} onValue={setEmail} />
          {error && <Notice tone="error">{error}</Notice>}
          <SubmitButton className="w-full" busy={reset.isMutating} busyLabel="Sending...">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <Link to={back} className={buttonClasses('link', 'inline')}>
        Back to sign in
      </Link>
    </AccountFrame>
  )
}
