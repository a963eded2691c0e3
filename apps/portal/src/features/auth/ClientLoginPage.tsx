import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button, buttonClasses } from '@/components/ui/button'
import { PreviewButton } from '@/components/ui/preview'
import { toast } from '@/components/ui/toast'
import { browser } from '@/lib/browser'
import { SignInForm } from './SignInForm'
import { useDemoSignIn } from './useDemoSignIn'
import { useReturnPath } from './useReturnPath'

export default function ClientLoginPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const { signIn, isSigningIn, demoMode } = useDemoSignIn('client')
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
      // SPEC.md §2.4 and DECISIONS.md §11: in demo mode Forgot password? stays inert and says so; without it, it resets.
      afterFields={
        demoMode ? (
          <PreviewButton variant="link" size="inline" action="Password reset">
            Forgot password?
          </PreviewButton>
        ) : (
          <Link to="/account/forgot-password?portal=client" className={buttonClasses('link', 'inline')}>
            Forgot password?
          </Link>
        )
      }
      footer={
        <Button variant="outline" className="w-full" onClick={() => browser.assign('/api/login')}>
          Sign in with Google
        </Button>
      }
    />
  )
}
