import { isApiError } from '@ledgerline/sdk'
import { browser } from '@/lib/browser'

/** The sign-in page for a page: client pages sign in as a client, every other page as staff. */
export function signInPathFor(pathname: string): string {
  return pathname === '/client' || pathname.startsWith('/client/') ? '/client-login' : '/staff-login'
}

/** Where a read that answered 401 sends the person: its sign-in page, told why and where to come back to. */
export function sessionEndedUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  const query = new URLSearchParams({ session: 'ended', next: location.pathname + location.search })
  return `${signInPathFor(location.pathname)}?${query}`
}

/**
 * Every read's error goes through here (SWR's onError, set by AppShell). A 401 means the session ended while the page was open
 * (expired, revoked, signed out in another tab): a full load of the sign-in page, so no signed-in data stays in
 * memory. The current user's own read never lands here (it answers "signed out" instead of throwing).
 */
export function handleReadError(error: unknown, location: Pick<Location, 'pathname' | 'search'>) {
  if (isApiError(error) && error.status === 401) browser.assign(sessionEndedUrl(location))
}
