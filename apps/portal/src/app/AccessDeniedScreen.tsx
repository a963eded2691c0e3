import type { Role } from '@ledgerline/sdk'
import { AccessDeniedPage } from '@/features/errors/AccessDeniedPage'
import { TopBarShell } from './TopBarShell'

/** SPEC.md §2.1: a wrong role sees the access-denied page with the top bar. */
export default function AccessDeniedScreen({
  currentRole,
  requiredRoles,
}: {
  currentRole: Role | null
  requiredRoles: readonly Role[]
}) {
  return (
    <TopBarShell>
      <AccessDeniedPage currentRole={currentRole} requiredRoles={requiredRoles} />
    </TopBarShell>
  )
}
