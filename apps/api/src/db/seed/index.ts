import type { Db } from '../knex.js'
import { seedDemoUsers } from './demo-users.js'
import { seedSampleData } from './sample-data.js'

export interface SeedOptions {
  scryptCost: number
  /** Demo accounts exist only in demo mode; the sample data is seeded either way. */
  demoMode: boolean
}

/** Fills what is missing; running it twice adds nothing. */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  if (options.demoMode) await seedDemoUsers(db, options.scryptCost)
  await seedSampleData(db)
}
