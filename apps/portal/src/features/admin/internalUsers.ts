import { INTERNAL_ROLES } from '@ledgerline/sdk'
import type { InternalRole, Role, User } from '@ledgerline/sdk'

const JOB_TITLES: Record<InternalRole, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  staff: 'Staff',
}

function isInternal(role: Role | null): role is InternalRole {
  return (INTERNAL_ROLES as readonly (Role | null)[]).includes(role)
}

/** SPEC.md §2.13: the users whose role is admin, manager or staff. */
export function internalUsers(users: readonly User[]): User[] {
  return users.filter((user) => isInternal(user.role))
}

export function jobTitle(role: Role | null): string {
  return isInternal(role) ? JOB_TITLES[role] : '—'
}

export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return name || user.username
}
