import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** The centred card every account screen (invitation, reset, two-step sign-in) sits in, like the sign-in pages. */
export function AccountFrame({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-5">{children}</CardContent>
      </Card>
    </main>
  )
}

/** A message in the card that assistive technology announces. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive'
          : 'rounded border border-border bg-muted p-3 text-sm'
      }
    >
      {children}
    </p>
  )
}

/** The token of a link from an e-mail: after the #, so it never reaches a server log or a Referer. */
export function tokenFromHash(hash: string): string | undefined {
  const token = hash.replace(/^#/, '').replace(/^token=/, '')
  return /^[\w-]{20,200}$/.test(token) ? token : undefined
}

/** The message of an API error (the SDK keeps the parsed body), for showing. */
export function messageOf(error: unknown, fallback: string): string {
  const body = (error as { body?: unknown } | undefined)?.body
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message
  return fallback
}
