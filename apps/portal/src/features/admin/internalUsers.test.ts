import type { User } from '@ledgerline/sdk'
import { describe, expect, it } from 'vitest'
import { fullName, internalUsers, jobTitle } from './internalUsers'

const user = (id: number, role: User['role']): User => ({
  id,
  role,
  firstName: 'Ada',
  lastName: 'Park',
  email: `u${id}@ledgerline.example`,
  username: `u${id}`,
  profileImageUrl: null,
  vipStatus: false,
  active: true,
  status: 'active',
  mfaEnabled: false,
  createdAt: '2026-01-15T12:00:00.000Z',
})

describe('internal users', () => {
  it('keeps admins, managers and staff, never clients or users without a role', () => {
    const users = [user(1, 'admin'), user(2, 'client'), user(3, 'manager'), user(4, null), user(5, 'staff')]
    expect(internalUsers(users).map((u) => u.id)).toEqual([1, 3, 5])
  })

  it('names the job title after the role', () => {
    expect(jobTitle('admin')).toBe('Administrator')
    expect(jobTitle('manager')).toBe('Manager')
    expect(jobTitle('staff')).toBe('Staff')
  })

  it('shows the full name, or the username when there is none', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Park', username: 'ada' })).toBe('Ada Park')
    expect(fullName({ firstName: null, lastName: null, username: 'ada' })).toBe('ada')
  })
})
