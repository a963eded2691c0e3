import type { Role } from '@ledgerline/contracts'
import { hashPassword } from '../../auth/passwords.js'
import { now } from '../../models/BaseModel.js'
import { User } from '../../models/User.js'
import type { Db } from '../knex.js'

interface DemoUser {
  email: string
  role: Role
  firstName: string
  lastName: string
  /** Accounts without a password sign in only through the demo staff-domain rule. */
  password: string | null
  vipStatus?: boolean
}

export const DEMO_PASSWORD = 'demo1234'

/** DECISIONS.md §3, plus colleagues so the admin's Internal Users list is a real list. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'client@example.com',
    role: 'client',
    firstName: 'Jordan',
    lastName: 'Avery',
    password: DEMO_PASSWORD,
    vipStatus: true,
  },
  { email: 'admin@ledgerline.example', role: 'admin', firstName: 'Alex', lastName: 'Morgan', password: DEMO_PASSWORD },
  { email: 'staff@ledgerline.example', role: 'staff', firstName: 'Sam', lastName: 'Rivera', password: DEMO_PASSWORD },
  {
    email: 'manager@ledgerline.example',
    role: 'manager',
    firstName: 'Priya',
    lastName: 'Shah',
    password: DEMO_PASSWORD,
  },
  { email: 'morgan.lee@ledgerline.example', role: 'staff', firstName: 'Morgan', lastName: 'Lee', password: null },
  { email: 'taylor.brooks@ledgerline.example', role: 'staff', firstName: 'Taylor', lastName: 'Brooks', password: null },
  { email: 'riley.chen@ledgerline.example', role: 'manager', firstName: 'Riley', lastName: 'Chen', password: null },
]

/** Adds the demo accounts that are missing; hashes with the configured scrypt cost. */
export async function seedDemoUsers(db: Db, scryptCost: number): Promise<number> {
  const existing = new Set(
    (
      await User.query(db)
        .select('email')
        .whereIn(
          'email',
          DEMO_USERS.map((u) => u.email),
        )
    ).map((u) => u.email),
  )
  const missing = DEMO_USERS.filter((u) => !existing.has(u.email))
  for (const user of missing) {
    const at = now()
    await User.query(db).insert({
      email: user.email,
      username: user.email.split('@')[0]!,
      passwordHash: user.password ? await hashPassword(user.password, scryptCost) : null,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: null,
      vipStatus: user.vipStatus ?? false,
      isActive: true,
      createdAt: at,
      updatedAt: at,
    })
  }
  return missing.length
}
