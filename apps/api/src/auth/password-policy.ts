import { createRequire } from 'node:module'
import Boom from '@hapi/boom'
import Joi from 'joi'

export const NEW_PASSWORD_MIN_LENGTH = 12
export const NEW_PASSWORD_MAX_LENGTH = 1024

/** A new password on the wire: the length rules; `assertAcceptablePassword` adds the rest. */
export const newPassword = Joi.string().min(NEW_PASSWORD_MIN_LENGTH).max(NEW_PASSWORD_MAX_LENGTH)

let common: Set<string> | undefined

const requireCjs = createRequire(import.meta.url)

/**
 * The ~49,000 most common passwords (zxcvbn-ts's list), loaded on first use: the package decompresses all its
 * dictionaries when it is loaded, about 12 MB of memory that a process which never checks a password (the
 * CLI's export, an API instance until someone sets a password) should not hold.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = requireCjs('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common')
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  }
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
