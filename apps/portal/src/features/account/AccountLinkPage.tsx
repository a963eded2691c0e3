import { useAcceptInvitation, useAccountLink, useCompletePasswordReset } from '@ledgerline/sdk/react'
import { useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { PageSpinner } from '@/components/ui/spinner'
import { AccountFrame, messageOf, Notice, tokenFromHash } from './AccountFrame'
import { SetPasswordForm } from './SetPasswordForm'

const TEXT = {
  invitation: {
    title: 'Welcome to Ledgerline',
    lead: 'Choose the password you will sign in with.',
    submit: 'Set password',
    done: 'Your password is set. Sign in with your e-mail address and the new password.',
  },
  reset: {
    title: 'Choose a new password',
    lead: 'Setting a new password signs you out on every device.',
    submit: 'Save new password',
    done: 'Your password has been changed and every session ended. Sign in with the new password.',
  },
} as const

/** /account/invitation#… and /account/reset#…: a single-use link from an e-mail sets a password. */
export function AccountLinkPage({ purpose }: { purpose: 'invitation' | 'reset' }) {
  const { hash } = useLocation()
  const [searchParams] = useSearchParams()
  const token = tokenFromHash(hash)
  const link = useAccountLink(purpose, token)
  const accept = useAcceptInvitation()
  const complete = useCompletePasswordReset()
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const text = TEXT[purpose]
  const portal = searchParams.get('portal') === 'client' ? 'client' : 'staff'
  const signInPath = purpose === 'reset' && portal === 'client' ? '/client-login' : '/staff-login'

  async function submit(password: string) {
    setError(null)
    try {
      if (purpose === 'invitation') await accept.trigger({ token: token!, password })
      else await complete.trigger({ token: token!, password })
      setDone(true)
    } catch (failure) {
      setError(messageOf(failure, 'The password could not be saved. Please try again.'))
    }
  }

  if (!token)
    return (
      <AccountFrame title={text.title}>
        <Notice tone="error">This link is incomplete. Open the link from your e-mail again.</Notice>
      </AccountFrame>
    )
  if (link.isLoading) return <PageSpinner />
  if (link.error)
    return (
      <AccountFrame title={text.title}>
        <Notice tone="error">{messageOf(link.error, 'This link cannot be used.')}</Notice>
        {purpose === 'reset' && (
          <Link
            to={`/account/forgot-password?portal=${portal}`}
            className={buttonClasses('outline', 'default', 'w-full')}
          >
            Send a new link
          </Link>
        )}
      </AccountFrame>
    )
  if (done)
    return (
      <AccountFrame title={text.title}>
        <Notice>{text.done}</Notice>
        <Link to={signInPath} className={buttonClasses('default', 'default', 'w-full')}>
          Go to sign in
        </Link>
      </AccountFrame>
    )
  const name = link.data?.firstName ? `, ${link.data.firstName}` : ''
  return (
    <AccountFrame
      title={purpose === 'invitation' ? `${text.title}${name}` : text.title}
      description={`${text.lead} Account: ${link.data?.email ?? ''}`}
    >
      <SetPasswordForm
        email={link.data?.email ?? ''}
        busy={accept.isMutating || complete.isMutating}
        error={error}
        submitLabel={text.submit}
        onSubmit={submit}
      />
    </AccountFrame>
  )
}

export default function AcceptInvitationPage() {
  return <AccountLinkPage purpose="invitation" />
}
