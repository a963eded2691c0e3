import { currentUserSchema } from '../auth/schemas.js'
import { isoDateString } from '../models/api-schemas.js'

/** A user as GET /api/users shows it: unknown keys (a hash, a secret) fail response validation. */
export const userSchema = currentUserSchema.keys({ createdAt: isoDateString.required() }).label('User')
