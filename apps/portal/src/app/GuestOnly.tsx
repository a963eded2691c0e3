import { useCurrentUser } from '@ledgerline/sdk/react'
import { useState } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import { homePathFor } from './RootRoute'

/**
 * SPEC.md §2.1: the sign-in pages are for visitors who are not signed in; a signed-in user who opens one goes home.
 * Decided once, on arrival: a sign-in on the page itself leads where the page says (staff login → /staff), not home.
 */
export function GuestOnly() {
  const { data: user } = useCurrentUser()
  const [homeOnArrival] = useState(() => (user?.role ? homePathFor(user.role) : null))
  if (homeOnArrival) return <Navigate to={homeOnArrival} replace />
  return <Outlet />
}
