import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { SubmitButton } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { EMAIL_INPUT, Field, PASSWORD_INPUT } from '@/components/ui/field'
import { ExitSiteButton } from './ExitSiteButton'

/** The shared frame of the client and staff sign-in pages (SPEC.md §2.4, §2.5). */
export function SignInForm({
  title,
  description,
  busy,
  onSubmit,
  notice,
  afterFields,
  footer,
}: {
  title: string
  description: string
  busy: boolean
  onSubmit: (email: string, password: string) => void
  notice?: ReactNode
  afterFields?: ReactNode
  footer?: ReactNode
}) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const rememberId = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit(email, password)
  }

  return (
    <main className="relative flex min-h-page items-center justify-center bg-background px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {notice}
          <form onSubmit={submit} className="space-y-4" aria-label={`${title} sign-in`}>
            <Field label="Email" {...EMAIL_INPUT} value={email} onValue={setEmail} />
            <Field label="Password" {...PASSWORD_INPUT} value={password} onValue={setPassword} />
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={rememberId} className="flex items-center gap-2 text-sm">
                <input id={rememberId} name="remember" type="checkbox" className="h-4 w-4 accent-[var(--primary)]" />
                Remember me
              </label>
              {afterFields}
            </div>
            <SubmitButton className="w-full" busy={busy} busyLabel="Signing in...">
              Sign In
            </SubmitButton>
          </form>
          {footer}
        </CardContent>
      </Card>
      <ExitSiteButton className="absolute bottom-4 left-4" />
    </main>
  )
}
