import { useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { PreviewButton } from '@/components/ui/preview'
import { toast } from '@/components/ui/toast'
import { browser } from '@/lib/browser'
import { SignInForm } from './SignInForm'
import { useDemoSignIn } from './useDemoSignIn'
import { useReturnPath } from './useReturnPath'

export default function ClientLoginPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const { signIn, isSigningIn } = useDemoSignIn('client')
  const returnPath = useReturnPath('client', '/client')

  async function submit(email: string, password: string) {
    const user = await signIn(email, password)
    if (!user) return
    toast({ title: 'Login Successful', description: 'Redirecting to your client portal...' })
    void navigate(returnPath)
  }

  return (
    <SignInForm
      title="Client Portal"
      description="Sign in to see your documents and filing status."
      busy={isSigningIn}
      onSubmit={submit}
      notice={
        searchParams.get('error') === 'sso-unavailable' && (
          <p role="alert" className="rounded border border-border bg-muted p-3 text-sm">
            Google sign-in is not available here. Please use your email and password.
          </p>
        )
      }
      // SPEC.md §2.4 and DECISIONS.md §11: Forgot password? stays inert in this preview, and says so.
      afterFields={
        <PreviewButton variant="link" size="inline" action="Password reset">
          Forgot password?
        </PreviewButton>
      }
      footer={
        <Button variant="outline" className="w-full" onClick={() => browser.assign('/api/login')}>
          Sign in with Google
        </Button>
      }
    />
  )
}
