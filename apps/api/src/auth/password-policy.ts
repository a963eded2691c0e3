import Boom from '@hapi/boom'
import Joi from 'joi'
import { dictionary } from '@zxcvbn-ts/language-common'

export const NEW_PASSWORD_MIN_LENGTH = 12
export const NEW_PASSWORD_MAX_LENGTH = 1024

/** A new password on the wire: the length rules; `assertAcceptablePassword` adds the rest. */
export const newPassword = Joi.string().min(NEW_PASSWORD_MIN_LENGTH).max(NEW_PASSWORD_MAX_LENGTH)

let common: Set<string> | undefined

/** The ~49,000 most common passwords (zxcvbn-ts's list), loaded on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return common
}

/**
 * Issue 19.2: at least 12 characters, never blank, not a common password, not the account's own
 * e-mail address. Throws a 400 that says which rule failed.
 */
export function assertAcceptablePassword(password: string, email?: string): void {
  if (password.trim().length === 0) throw Boom.badRequest('"password" must not be blank')
  if (password.length < NEW_PASSWORD_MIN_LENGTH)
    throw Boom.badRequest(`"password" must be at least ${NEW_PASSWORD_MIN_LENGTH} characters long`)
  if (password.length > NEW_PASSWORD_MAX_LENGTH) throw Boom.badRequest('"password" is too long')
  if (new Set(password).size < 4) throw Boom.badRequest('"password" is too simple: use more different characters')
  const lower = password.toLowerCase()
  if (commonPasswords().has(lower) || commonPasswords().has(lower.trim()))
    throw Boom.badRequest('"password" is too common: choose one that is not on lists of leaked passwords')
  if (email && (lower === email.toLowerCase() || lower === email.toLowerCase().split('@')[0]))
    throw Boom.badRequest('"password" must not be your e-mail address')
}
