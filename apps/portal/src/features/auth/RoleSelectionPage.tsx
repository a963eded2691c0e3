import type { Role } from '@ledgerline/sdk'
import { useSetDemoRole } from '@ledgerline/sdk/react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Icon, type IconName } from '@/components/icons'
import { Badge } from '@/components/ui/badge'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'

const ROLE_CARDS: Array<{ role: Role; title: string; description: string; icon: IconName }> = [
  { role: 'client', title: 'Client Portal', description: 'See your documents, tax flow and VIP tools.', icon: 'user' },
  {
    role: 'staff',
    title: 'Staff Portal',
    description: 'Work conversations, clients and templates.',
    icon: 'briefcase',
  },
  { role: 'admin', title: 'Admin Panel', description: 'Manage users, settings and the whole system.', icon: 'shield' },
]

/** SPEC.md §2.2 and §4: shown to a signed-in user without a role until one is chosen. */
export default function RoleSelectionPage({ onComplete }: { onComplete?: (role: Role) => void }) {
  const navigate = useNavigate()
  const { trigger, isMutating } = useSetDemoRole()
  const [pendingRole, setPendingRole] = useState<Role | null>(null)

  async function choose(role: Role) {
    setPendingRole(role)
    try {
      await trigger(role)
      toast({ title: 'Role Set Successfully', description: `You are now logged in as ${role}` })
      if (onComplete) onComplete(role)
      else void navigate('/', { replace: true })
    } catch {
      toast({ title: 'Error', description: 'Failed to set role. Please try again.', variant: 'destructive' })
    } finally {
      setPendingRole(null)
    }
  }

  return (
    <main className="flex min-h-page flex-col items-center justify-center gap-8 bg-background px-4 py-16">
      <header className="max-w-xl text-center">
        <div className="flex flex-wrap items-center justify-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Select Your Role</h1>
          <Badge variant="secondary">Demo Mode</Badge>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">In production, roles are assigned by administrators.</p>
      </header>
      <ul className="grid w-full max-w-4xl gap-4 md:grid-cols-3">
        {ROLE_CARDS.map((card) => (
          <li key={card.role}>
            <button
              type="button"
              disabled={isMutating}
              onClick={() => void choose(card.role)}
              className={cn(
                'block h-full w-full rounded text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'cursor-pointer disabled:cursor-not-allowed disabled:opacity-60',
              )}
            >
              <Card className="h-full transition-colors hover:border-primary">
                <CardHeader className="gap-3 pb-6">
                  <span className="flex h-10 w-10 items-center justify-center rounded bg-accent text-accent-foreground">
                    <Icon name={card.icon} />
                  </span>
                  <CardTitle>{pendingRole === card.role ? 'Setting up...' : card.title}</CardTitle>
                  <CardDescription>{card.description}</CardDescription>
                </CardHeader>
              </Card>
            </button>
          </li>
        ))}
      </ul>
    </main>
  )
}
