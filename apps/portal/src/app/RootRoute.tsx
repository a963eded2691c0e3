import { useCurrentUser } from '@ledgerline/sdk/react'
import type { Role } from '@ledgerline/sdk'
import { lazy } from 'react'
import { Navigate } from 'react-router-dom'

const LandingPage = lazy(() => import('@/features/auth/LandingPage'))

/** SPEC.md §6: the root sends admin to admin settings, a client to the client home, others to the staff home. */
export function homePathFor(role: Role): string {
  if (role === 'admin') return '/admin'
  if (role === 'client') return '/client'
  return '/staff'
}

export function RootRoute() {
  const { data: user } = useCurrentUser()
  if (user?.role) return <Navigate to={homePathFor(user.role)} replace />
  return <LandingPage />
}
