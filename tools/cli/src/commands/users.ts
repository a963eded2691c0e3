import { Option, type Command } from 'commander'
import { ROLES, type Role, type User } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { CliError, usageError } from '../lib/errors.js'
import { examples, note, printJson, printTable } from '../lib/output.js'
import { ask, validateWith } from '../lib/prompt.js'

interface AddOptions {
  email?: string
  firstName?: string
  lastName?: string
  role?: Role
  password?: string
  json?: boolean
}

/** The fields of a new user and the options that give them: joi's messages name the option. */
const FIELDS = {
  email: '--email',
  firstName: '--first-name',
  lastName: '--last-name',
  password: '--password',
} as const

const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ')

export function registerUsers(program: Command): void {
  const users = program.command('users').description('list, add, invite and manage user accounts')

  const list = users
    .command('list')
    .description('list every user account, oldest first')
    .option('--json', 'print the users as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async ({ api, db }) => {
        const all = await api.usersService.list(db)
        if (options.json) return printJson(all)
        printTable(
          all,
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
  examples(list, ['npx ledgerline users list', 'npx ledgerline users list --json | jq -r ".[].email"'])

  const add = users
    .command('add')
    .description('add a user account; on a terminal, asks for what is missing')
    .option('--email <email>', 'e-mail address (sign-in name; must be unused)')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .addOption(new Option('--role <role>', 'role').choices(ROLES))
    .addOption(
      new Option('--password <password>', 'password, at least 12 characters, not blank').env('LEDGERLINE_PASSWORD'),
    )
    .option('--json', 'print the new user as JSON')
    .action(async (options: AddOptions) => {
      await withDatabase(async ({ api, db, config }) => {
        const field = (name: keyof typeof FIELDS) => api.newUserSchema.extract(name).label(FIELDS[name])
        // What was given is checked first, so a typo fails before any question is asked.
        for (const name of Object.keys(FIELDS) as Array<keyof typeof FIELDS>) {
          const value = options[name]
          if (value === undefined) continue
          const { error } = field(name).validate(value)
          if (error) throw usageError(error.message)
        }
        const emailTaken = async (email: string) => {
          const { value } = field('email').validate(email)
          const normalized = String(value ?? email)
          return (await api.usersService.list(db)).some((user) => user.email === normalized)
            ? `A user with the e-mail ${normalized} already exists`
            : null
        }
        // An e-mail in use is refused at once, not after every other question.
        if (options.email !== undefined) {
          const taken = await emailTaken(options.email)
          if (taken) throw new CliError(taken)
        }
        const email =
          options.email ??
          (await ask<string>('--email', {
            type: 'input',
            message: 'E-mail',
            validate: async (value: string) => {
              const valid = validateWith(field('email'))(value)
              return valid !== true ? valid : ((await emailTaken(value)) ?? true)
            },
          }))
        const firstName =
          options.firstName ??
          (await ask<string>('--first-name', {
            type: 'input',
            message: 'First name',
            validate: validateWith(field('firstName')),
          }))
        const lastName =
          options.lastName ??
          (await ask<string>('--last-name', {
            type: 'input',
            message: 'Last name',
            validate: validateWith(field('lastName')),
          }))
        const role =
          options.role ??
          (await ask<Role>('--role', {
            type: 'select',
            message: 'Role',
            choices: ROLES.map((r) => ({ name: r, value: r })),
            default: 'staff',
          }))
        let password = options.password
        if (password === undefined) {
          const typed = await ask<string>('--password', {
            type: 'password',
            message: `Password (at least ${api.PASSWORD_MIN_LENGTH} characters)`,
            mask: '*',
            validate: validateWith(field('password')),
          })
          await ask<string>('--password', {
            type: 'password',
            message: 'Confirm the password',
            mask: '*',
            validate: (again: string) => again === typed || 'The passwords do not match; type the same password again',
          })
          password = typed
        }
        const user = await api.usersAdmin.create(db, { email, firstName, lastName, role, password }, config.scryptCost)
        if (options.json) return printJson(user)
        note(`Added ${user.role} ${user.email} (id ${user.id}, username ${user.username}).`)
      })
    })
  examples(
    add,
    [
      'npx ledgerline users add   # on a terminal: asks for each detail',
      'LEDGERLINE_PASSWORD=… npx ledgerline users add --email ana@ledgerline.example --first-name Ana --last-name Diaz --role staff',
    ],
    'The password is hashed with scrypt as the API expects. Prefer LEDGERLINE_PASSWORD or the prompt over\n' +
      '--password, which other local users can see in the process list.',
  )
}
