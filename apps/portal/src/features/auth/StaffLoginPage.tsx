import { Link, useNavigate } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { PreviewButton } from '@/components/ui/preview'
import { toast } from '@/components/ui/toast'
import { SignInForm } from './SignInForm'
import { useDemoSignIn } from './useDemoSignIn'
import { useReturnPath } from './useReturnPath'

export default function StaffLoginPage() {
  const navigate = useNavigate()
  const { signIn, isSigningIn, demoMode } = useDemoSignIn('staff')
  const returnPath = useReturnPath('staff', '/staff')

  async function submit(email: string, password: string) {
    const user = await signIn(email, password)
    if (!user) return
    toast({ title: 'Login Successful', description: `Redirecting to ${user.role} portal...` })
    void navigate(returnPath)
  }

  return (
    <SignInForm
      title="Staff Portal"
      description="Professional tools and client oversight."
      busy={isSigningIn}
      onSubmit={submit}
      afterFields={
        !demoMode && (
          <Link to="/account/forgot-password?portal=staff" className={buttonClasses('link', 'inline')}>
            Forgot password?
          </Link>
        )
      }
      // SPEC.md §2.5 and DECISIONS.md §11: both stay inert.
      footer={
        <div className="flex flex-wrap justify-between gap-2">
          <PreviewButton variant="link" size="inline" action="Account creation">
            Create New Account
          </PreviewButton>
          <PreviewButton variant="link" size="inline" action="Contact IT support">
            Contact IT support
          </PreviewButton>
        </div>
      }
    />
  )
}
