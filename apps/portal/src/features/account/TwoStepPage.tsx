import type { MfaEnrolment } from '@ledgerline/sdk'
import { useConfirmMfaEnrolment, useStartMfaEnrolment, useVerifyMfa } from '@ledgerline/sdk/react'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button, buttonClasses, SubmitButton } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { AccountFrame, messageOf, Notice } from './AccountFrame'

/** Six digits from the app, or a recovery code. */
function CodeForm({
  label,
  busy,
  error,
  submitLabel,
  onSubmit,
}: {
  label: string
  busy: boolean
  error: string | null
  submitLabel: string
  onSubmit: (code: string) => void
}) {
  const [code, setCode] = useState('')
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit(code.trim())
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      <Field
        label={label}
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        maxLength={20}
        value={code}
        onValue={setCode}
      />
      {error && <Notice tone="error">{error}</Notice>}
      <SubmitButton className="w-full" busy={busy} busyLabel="Checking...">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <Notice>
        Keep these recovery codes somewhere safe, apart from your phone. Each one signs you in once if you lose the app.
        They are shown only now.
      </Notice>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded border border-border bg-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button className="w-full" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </>
  )
}

function Enrolment() {
  const navigate = useNavigate()
  const start = useStartMfaEnrolment()
  const confirm = useConfirmMfaEnrolment()
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function begin() {
    setError(null)
    try {
      setEnrolment(await start.trigger())
    } catch (failure) {
      setError(messageOf(failure, 'The set-up could not start. Sign in again.'))
    }
  }
  async function finish(code: string) {
    setError(null)
    try {
      setCodes((await confirm.trigger(code)).recoveryCodes)
    } catch (failure) {
      setError(messageOf(failure, 'That code does not match. Try the next one.'))
    }
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={() => void navigate('/')} />
  if (!enrolment)
    return (
      <>
        <Notice>
          Your account needs a second step at sign-in: a six-digit code from an authenticator app on your phone (Google
          Authenticator, Microsoft Authenticator, 1Password…).
        </Notice>
        {error && <Notice tone="error">{error}</Notice>}
        <Button className="w-full" onClick={() => void begin()} disabled={start.isMutating}>
          Set up authenticator app
        </Button>
      </>
    )
  return (
    <>
      <p className="text-sm">Scan this code with your authenticator app, then enter the six digits it shows.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
        alt="QR code for your authenticator app"
        className="mx-auto h-48 w-48 rounded bg-white p-2"
      />
      <p className="text-sm text-muted-foreground">
        Cannot scan? Enter this key in the app:{' '}
        <code data-testid="mfa-secret" className="break-all font-mono text-foreground">
          {enrolment.secret}
        </code>
      </p>
      <CodeForm
        label="Code from the app"
        busy={confirm.isMutating}
        error={error}
        submitLabel="Turn on two-step sign-in"
        onSubmit={(code) => void finish(code)}
      />
    </>
  )
}

function CodeStep() {
  const navigate = useNavigate()
  const verify = useVerifyMfa()
  const [error, setError] = useState<string | null>(null)
  async function submit(code: string) {
    setError(null)
    try {
      await verify.trigger(code)
      void navigate('/')
    } catch (failure) {
      setError(messageOf(failure, 'That code does not match.'))
    }
  }
  return (
    <>
      <CodeForm
        label="Authentication code"
        busy={verify.isMutating}
        error={error}
        submitLabel="Verify"
        onSubmit={(code) => void submit(code)}
      />
      <p className="text-xs text-muted-foreground">Lost your phone? Enter one of your recovery codes instead.</p>
    </>
  )
}

/** /account/two-step: the sign-in's second step (a code), or setting up the app when the account must have one. */
export default function TwoStepPage() {
  const [searchParams] = useSearchParams()
  const enrol = searchParams.get('enrol') === '1'
  const back = searchParams.get('portal') === 'client' ? '/client-login' : '/staff-login'
  return (
    <AccountFrame
      title={enrol ? 'Set up two-step sign-in' : 'Two-step sign-in'}
      description={enrol ? undefined : 'Enter the six-digit code from your authenticator app.'}
    >
      {enrol ? <Enrolment /> : <CodeStep />}
      <Link to={back} className={buttonClasses('link', 'inline')}>
        Back to sign in
      </Link>
    </AccountFrame>
  )
}
