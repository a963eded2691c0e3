import { Link, useNavigate } from 'react-router-dom'
import { Button, buttonClasses } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { SignInForm } from './SignInForm'
import { useDemoSignIn } from './useDemoSignIn'

export default function StaffLoginPage() {
  const navigate = useNavigate()
  const { signIn, isSigningIn, demoMode } = useDemoSignIn('staff')

  async function submit(email: string, password: string) {
    const user = await signIn(email, password)
    if (!user) return
    toast({ title: 'Login Successful', description: `Redirecting to ${user.role} portal...` })
    navigate('/staff')
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
          <Button variant="link" size="inline">
            Create New Account
          </Button>
          <Button variant="link" size="inline">
            Contact IT support
          </Button>
        </div>
      }
    />
  )
}
