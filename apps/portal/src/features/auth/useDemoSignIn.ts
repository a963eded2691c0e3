import { isApiError, needsSecondFactor, type CurrentUser, type Portal } from '@ledgerline/sdk'
import { useAuthSettings, useSetDemoRole, useSignIn } from '@ledgerline/sdk/react'
import { useNavigate } from 'react-router-dom'
import { toast } from '@/components/ui/toast'

/**
 * Sign-in. In demo mode (DECISIONS.md §4) the server checks the credentials, then the portal records the role
 * through set-demo-role. With demo mode off there is no role to pick, and an account with a second factor (or
 * one that must set it up) continues on /account/two-step. Resolves to the signed-in user, or null after telling
 * the user what went wrong (or moving on to the code step).
 */
export function useDemoSignIn(portal: Portal) {
  const login = useSignIn()
  const setDemoRole = useSetDemoRole()
  const settings = useAuthSettings()
  const navigate = useNavigate()
  // Until the settings arrive (or if they cannot be read), behave as the demo always has.
  const demoMode = settings.data?.demoMode ?? true

  async function signIn(email: string, password: string): Promise<CurrentUser | null> {
    let user: CurrentUser
    try {
      const result = await login.trigger({ email, password, portal })
      if (needsSecondFactor(result)) {
        void navigate(`/account/two-step?portal=${portal}${result.enrol ? '&enrol=1' : ''}`)
        return null
      }
      user = result
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        toast({
          title: 'Invalid Credentials',
          description: 'Please check your email and password.',
          variant: 'destructive',
        })
      } else if (isApiError(error) && error.status === 429) {
        toast({
          title: 'Too Many Attempts',
          description: 'Please wait a moment and try again.',
          variant: 'destructive',
        })
      } else {
        toast({
          title: 'Login Error',
          description: 'An error occurred during login. Please try again.',
          variant: 'destructive',
        })
      }
      return null
    }
    if (!demoMode) return user
    try {
      const { role } = await setDemoRole.trigger(user.role ?? (portal === 'client' ? 'client' : 'staff'))
      return { ...user, role }
    } catch {
      toast({
        title: 'Login Error',
        description: 'An error occurred during login. Please try again.',
        variant: 'destructive',
      })
      return null
    }
  }

  return { signIn, isSigningIn: login.isMutating || setDemoRole.isMutating, demoMode }
}
