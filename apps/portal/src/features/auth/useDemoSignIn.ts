import { isApiError, type CurrentUser, type Portal } from '@ledgerline/sdk'
import { useLogin, useSetDemoRole } from '@ledgerline/sdk/react'
import { toast } from '@/components/ui/toast'

/**
 * DECISIONS.md §4's demo sign-in: the server checks the credentials, then the portal records the role through
 * set-demo-role. Resolves to the signed-in user, or null after telling the user what went wrong.
 */
export function useDemoSignIn(portal: Portal) {
  const login = useLogin()
  const setDemoRole = useSetDemoRole()

  async function signIn(email: string, password: string): Promise<CurrentUser | null> {
    let user: CurrentUser
    try {
      user = await login.trigger({ email, password, portal })
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

  return { signIn, isSigningIn: login.isMutating || setDemoRole.isMutating }
}
