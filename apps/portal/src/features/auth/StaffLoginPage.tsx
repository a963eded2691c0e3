import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { SignInForm } from './SignInForm'
import { useDemoSignIn } from './useDemoSignIn'

export default function StaffLoginPage() {
  const navigate = useNavigate()
  const { signIn, isSigningIn } = useDemoSignIn('staff')

  async function submit(email: string, password: string) {
    const user = await signIn(email, password)
    if (!user) return
    toast({ title: 'Login Successful', description: `Redirecting to ${user.role} portal...` })
    void navigate('/staff')
  }

  return (
    <SignInForm
      title="Staff Portal"
      description="Professional tools and client oversight."
      busy={isSigningIn}
      onSubmit={submit}
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
