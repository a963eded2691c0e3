import { Option, type Command } from 'commander'
import { ROLES, type Role, type User } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { usageError } from '../lib/errors.js'
import { note, printJson, printTable } from '../lib/output.js'
import { ask, validateWith } from '../lib/prompt.js'

interface AddOptions {
  email?: string
  firstName?: string
  lastName?: string
  role?: Role
  password?: string
  json?: boolean
}

const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ')

export function registerUsers(program: Command): void {
  const users = program.command('users').description('list, add, invite and manage user accounts')

  users
    .command('list')
    .description('list every user account, oldest first')
    .option('--json', 'print the users as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const { usersService } = await import('@ledgerline/api/users/service')
        const list = await usersService.list(db)
        if (options.json) return printJson(list)
        printTable(
          list,
          [
            { header: 'ID', value: (u) => u.id },
            { header: 'EMAIL', value: (u) => u.email },
            { header: 'NAME', value: fullName },
            { header: 'ROLE', value: (u) => u.role },
            { header: 'CREATED', value: (u) => u.createdAt },
          ],
          'No users yet.',
        )
      })
    })

  users
    .command('add')
    .description('add a user account; on a terminal, asks for what is missing')
    .option('--email <email>', 'e-mail address (sign-in name; must be unused)')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .addOption(new Option('--role <role>', 'role').choices(ROLES))
    .addOption(new Option('--password <password>', 'password, at least 8 characters').env('LEDGERLINE_PASSWORD'))
    .option('--json', 'print the new user as JSON')
    .addHelpText(
      'after',
      '\nThe password is hashed with scrypt as the API expects. Prefer LEDGERLINE_PASSWORD or the prompt over\n--password, which other local users can see in the process list.\n\nExample:\n  $ npx ledgerline users add --email ana@ledgerline.example --first-name Ana --last-name Diaz --role staff',
    )
    .action(async (options: AddOptions) => {
      const { newUserSchema, usersAdmin } = await import('@ledgerline/api/users/admin')
      const field = (name: string) => newUserSchema.extract(name).label(name)
      // What was given is checked first, so a typo fails before any question is asked.
      for (const [name, value] of Object.entries({
        email: options.email,
        firstName: options.firstName,
        lastName: options.lastName,
        password: options.password,
      })) {
        if (value === undefined) continue
        const { error } = field(name).validate(value)
        if (error) throw usageError(error.message)
      }
      const input = {
        email:
          options.email ??
          (await ask<string>('--email', { type: 'input', message: 'E-mail', validate: validateWith(field('email')) })),
        firstName:
          options.firstName ??
          (await ask<string>('--first-name', {
            type: 'input',
            message: 'First name',
            validate: validateWith(field('firstName')),
          })),
        lastName:
          options.lastName ??
          (await ask<string>('--last-name', {
            type: 'input',
            message: 'Last name',
            validate: validateWith(field('lastName')),
          })),
        role:
          options.role ??
          (await ask<Role>('--role', {
            type: 'select',
            message: 'Role',
            choices: ROLES.map((role) => ({ name: role, value: role })),
            default: 'staff',
          })),
        password:
          options.password ??
          (await ask<string>('--password', {
            type: 'password',
            message: 'Password (at least 8 characters)',
            mask: '*',
            validate: validateWith(field('password')),
          })),
      }
      await withDatabase(async ({ db, config }) => {
        const user = await usersAdmin.create(db, input, config.scryptCost)
        if (options.json) return printJson(user)
        note(`Added ${user.role} ${user.email} (id ${user.id}, username ${user.username}).`)
      })
    })
}
