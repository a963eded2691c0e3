import Boom from '@hapi/boom'
import Joi from 'joi'
import type { Role, User as ApiUser } from '@ledgerline/contracts'
import { personFields } from '@ledgerline/contracts/schemas'
import { hashPassword } from '../auth/passwords.js'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import { User } from '../models/User.js'

/** Accounts an administrator creates outside the portal (the `ledgerline users add` command). */
export interface NewUserInput {
  email: string
  firstName: string
  lastName: string
  role: Role
  password: string
}

/** New passwords (the issue 13 rule): at least 12 characters, not only spaces. */
export const PASSWORD_MIN_LENGTH = 12

export const newUserSchema = Joi.object({
  ...personFields,
  password: Joi.string()
    .min(PASSWORD_MIN_LENGTH)
    .max(1024)
    .pattern(/\S/)
    .required()
    .messages({ 'string.pattern.base': '{{#label}} must not be blank' }),
}).label('NewUser')

/** The local part of the e-mail, made unique with a number when another account already uses it. */
export async function freeUsername(db: Db, address: string): Promise<string> {
  const base = address.split('@')[0]!
  const taken = new Set(
    (await User.query(db).select('username').where('username', base).orWhere('username', 'like', `${base}-%`)).map(
      (u) => u.username,
    ),
  )
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/** Adds an active account under a free username; without a password hash it waits for its invitation link. */
export async function insertUser(
  db: Db,
  person: Pick<NewUserInput, 'email' | 'firstName' | 'lastName' | 'role'> & { passwordHash: string | null },
): Promise<User> {
  const at = now()
  return User.query(db).insertAndFetch({
    ...person,
    username: await freeUsername(db, person.email),
    profileImageUrl: null,
    vipStatus: false,
    isActive: true,
    createdAt: at,
    updatedAt: at,
  })
}

export const usersAdmin = {
  /**
   * Creates an active account with a scrypt-hashed password, as sign-in expects it.
   * Bad input is a 400 naming the field; an e-mail already in use is a 409.
   */
  async create(db: Db, input: NewUserInput, scryptCost: number): Promise<ApiUser> {
    const { value, error } = newUserSchema.validate(input)
    if (error) throw Boom.badRequest(error.message)
    if (await User.query(db).findOne({ email: value.email }))
      throw Boom.conflict(`A user with the e-mail ${value.email} already exists`)
    const { password, ...person } = value
    const user = await insertUser(db, { ...person, passwordHash: await hashPassword(password, scryptCost) })
    return user.toApi()
  },
}
