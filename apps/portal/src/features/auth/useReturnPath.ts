import type { Portal } from '@ledgerline/sdk'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { toast } from '@/components/ui/toast'

/**
 * A `next` path this portal may return to after signing in: a path of this site (never `//host` or a URL),
 * on this portal's side (a client returns to /client pages, staff to the others).
 */
export function safeReturnPath(next: string | null, portal: Portal): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null
  const clientSide = next === '/client' || next.startsWith('/client/') || next.startsWith('/client?')
  return (portal === 'client') === clientSide ? next : null
}

/**
 * On a sign-in page reached because the session ended (session=ended, see app/session.ts): says so once, and
 * gives the page to come back to after signing in, or the portal's home.
 */
export function useReturnPath(portal: Portal, home: string): string {
  const [searchParams] = useSearchParams()
  const ended = searchParams.get('session') === 'ended'
  useEffect(() => {
    if (ended)
      toast({ title: 'Session ended', description: 'Your session has ended. Please sign in again to continue.' })
  }, [ended])
  return safeReturnPath(searchParams.get('next'), portal) ?? home
}
