import { Argument, Option, type Command } from 'commander'
import { ROLES, type InvitationInput, type Role, type User, type UserUpdate } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { usageError } from '../lib/errors.js'
import { examples, note, printJson, printLine } from '../lib/output.js'
import { ask, validateWith } from '../lib/prompt.js'

interface InviteOptions {
  email?: string
  firstName?: string
  lastName?: string
  role?: Role
  client?: string
  printLink?: boolean
  json?: boolean
}

const describe = (user: User) =>
  `${user.email} (id ${user.id}, ${user.role ?? 'no role'}, ${user.active ? 'active' : 'inactive'})`
const USER_ARGUMENT = new Argument('<user>', 'the user: e-mail address or id')

async function update(ref: string, change: UserUpdate, json: boolean | undefined, done: string) {
  await withDatabase(async ({ db }) => {
    const { userAccounts } = await import('@ledgerline/api/cli')
    const { cliActor } = await import('@ledgerline/api/cli')
    const user = await userAccounts.update(db, cliActor(), ref, change)
    if (json) return printJson(user)
    note(`${done} ${describe(user)}.`)
  })
}

/** Asks on a terminal for what `users invite` lacks; without one, a missing option is exit 2. */
async function invitationInput(options: InviteOptions): Promise<InvitationInput> {
  const { invitationPayload } = await import('@ledgerline/api/cli')
  const field = (name: string) => invitationPayload.extract(name).label(name)
  for (const [name, value] of Object.entries({
    email: options.email,
    firstName: options.firstName,
    lastName: options.lastName,
  })) {
    if (value === undefined) continue
    const { error } = field(name).validate(value)
    if (error) throw usageError(error.message)
  }
  const text = (flag: string, message: string, name: string) =>
    ask<string>(flag, { type: 'input', message, validate: validateWith(field(name)) })
  const role =
    options.role ??
    (await ask<Role>('--role', {
      type: 'select',
      message: 'Role',
      choices: ROLES.map((value) => ({ name: value, value })),
      default: 'staff',
    }))
  if (options.client !== undefined && !/^\d+$/.test(options.client))
    throw usageError('--client must be the id of a client record')
  if (role === 'client' && options.client === undefined)
    throw usageError('--client is required when inviting a client (the id of their client record)')
  return {
    email: options.email ?? (await text('--email', 'E-mail', 'email')),
    firstName: options.firstName ?? (await text('--first-name', 'First name', 'firstName')),
    lastName: options.lastName ?? (await text('--last-name', 'Last name', 'lastName')),
    role,
    ...(options.client !== undefined ? { clientId: Number(options.client) } : {}),
  }
}

/** `users invite|deactivate|activate|set-role|end-sessions` (DECISIONS.md §8), added to the `users` command. */
export function registerUserManagement(users: Command): void {
  const invite = users
    .command('invite')
    .description('invite a person: their account waits for the password they set from an e-mailed link (72 hours)')
    .option('--email <email>', 'e-mail address (sign-in name; must be unused)')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .addOption(new Option('--role <role>', 'role').choices(ROLES))
    .option('--client <id>', 'for a client: the id of their client record')
    .option('--print-link', 'also print the single-use link on stdout (when no mail is configured)')
    .option('--json', 'print the invited user as JSON')
    .action(async (options: InviteOptions) => {
      const input = await invitationInput(options)
      await withDatabase(async ({ db, config }) => {
        const { invitationsService } = await import('@ledgerline/api/cli')
        const { cliActor } = await import('@ledgerline/api/cli')
        const { user, link } = await invitationsService.invite(db, config, cliActor(), input)
        if (options.json) printJson(options.printLink ? { ...user, link } : user)
        else if (options.printLink) printLine(link)
        note(`Invited ${describe(user)}; the invitation e-mail is queued.`)
      })
    })
  examples(
    invite,
    [
      'npx ledgerline users invite --email ana@firm.example --first-name Ana --last-name Diaz --role staff',
      'npx ledgerline users invite --email ceo@client.example --first-name Cy --last-name Oh --role client --client 4 --print-link',
    ],
    'The e-mail goes through the outbox: a running Ledgerline server sends it over SMTP_URL, or writes it to\ndata/outbox/ as an .eml file.',
  )

  const deactivate = users
    .command('deactivate')
    .description('deactivate a user: their sessions end and they can no longer sign in')
    .addArgument(USER_ARGUMENT)
    .option('--json', 'print the user as JSON')
    .action((ref: string, options: { json?: boolean }) => update(ref, { active: false }, options.json, 'Deactivated'))
  examples(deactivate, [
    'npx ledgerline users deactivate ana@firm.example',
    'npx ledgerline users deactivate 12 --json',
  ])

  const activate = users
    .command('activate')
    .description('reactivate a deactivated user')
    .addArgument(USER_ARGUMENT)
    .option('--json', 'print the user as JSON')
    .action((ref: string, options: { json?: boolean }) => update(ref, { active: true }, options.json, 'Activated'))
  examples(activate, ['npx ledgerline users activate ana@firm.example', 'npx ledgerline users activate 12 --json'])

  const setRole = users
    .command('set-role')
    .description("change a user's role (the last active admin keeps theirs)")
    .addArgument(USER_ARGUMENT)
    .addArgument(new Argument('<role>', 'the new role').choices(ROLES))
    .option('--json', 'print the user as JSON')
    .action((ref: string, role: Role, options: { json?: boolean }) =>
      update(ref, { role }, options.json, 'Changed the role of'),
    )
  examples(setRole, [
    'npx ledgerline users set-role ana@firm.example manager',
    'npx ledgerline users set-role 12 staff --json',
  ])

  const endSessions = users
    .command('end-sessions')
    .description('end every session of a user on every instance; they must sign in again')
    .addArgument(USER_ARGUMENT)
    .option('--json', 'print {"ended": N} as JSON')
    .action(async (ref: string, options: { json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const { userAccounts } = await import('@ledgerline/api/cli')
        const { cliActor } = await import('@ledgerline/api/cli')
        const result = await userAccounts.endSessions(db, cliActor(), ref)
        if (options.json) return printJson(result)
        note(`Ended ${result.ended} session(s) of ${ref}.`)
      })
    })
  examples(endSessions, [
    'npx ledgerline users end-sessions ana@firm.example',
    'npx ledgerline users end-sessions 12 --json',
  ])
}
