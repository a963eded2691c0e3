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

export const STATUS_FILTERS = ['All', 'Active', 'Invited', 'Deactivated'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

const STATUS_OF_FILTER: Record<Exclude<StatusFilter, 'All'>, User['status']> = {
  Active: 'active',
  Invited: 'invited',
  Deactivated: 'inactive',
}

export const STATUS_LABELS: Record<User['status'], string> = {
  active: 'ACTIVE',
  invited: 'INVITED',
  inactive: 'DEACTIVATED',
}

/** The search box (name, e-mail, username) and the STATUS select, applied to the list. */
export function filterUsers(users: readonly User[], search: string, status: StatusFilter): User[] {
  const needle = search.trim().toLowerCase()
  return users.filter(
    (user) =>
      (status === 'All' || user.status === STATUS_OF_FILTER[status]) &&
      (needle === '' ||
        [fullName(user), user.email, user.username].some((text) => text.toLowerCase().includes(needle))),
  )
}
