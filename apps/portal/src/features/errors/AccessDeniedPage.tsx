import type { Role } from '@ledgerline/sdk'
import { Link } from 'react-router-dom'
import { Icon } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

export function AccessDeniedPage({
  currentRole,
  requiredRoles,
}: {
  currentRole: Role | null
  requiredRoles: readonly Role[]
}) {
  return (
    <main className="flex flex-1 items-center justify-center p-6 py-16">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <Icon name="shield" className="h-6 w-6" />
          </span>
          <CardTitle className="text-2xl">Access Denied</CardTitle>
          <CardDescription>You don't have permission to access this page.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="space-y-2 rounded bg-muted p-4 text-left text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Current role</dt>
              <dd className="font-medium" data-testid="current-role">
                {currentRole ?? 'none'}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Required roles</dt>
              <dd className="font-medium" data-testid="required-roles">
                {requiredRoles.join(', ')}
              </dd>
            </div>
          </dl>
          <Button asChild className="w-full">
            <Link to="/">Return to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  )
}
