import { Argument, type Command } from 'commander'
import { ROLES, type Role, type User, type UserUpdate } from '@ledgerline/sdk/types'
import { withDatabase } from '../lib/database.js'
import { note, printJson } from '../lib/output.js'

const describe = (user: User) =>
  `${user.email} (id ${user.id}, ${user.role ?? 'no role'}, ${user.active ? 'active' : 'inactive'})`
const USER_ARGUMENT = new Argument('<user>', 'the user: e-mail address or id')

async function update(ref: string, change: UserUpdate, json: boolean | undefined, done: string) {
  await withDatabase(async ({ db }) => {
    const { userAccounts } = await import('@ledgerline/api/users/accounts')
    const { cliActor } = await import('@ledgerline/api/audit/service')
    const user = await userAccounts.update(db, cliActor(), ref, change)
    if (json) return printJson(user)
    note(`${done} ${describe(user)}.`)
  })
}

/** `users deactivate|activate|set-role|end-sessions` (DECISIONS.md §8), added to the `users` command. */
export function registerUserManagement(users: Command): void {
  users
    .command('deactivate')
    .description('deactivate a user: their sessions end and they can no longer sign in')
    .addArgument(USER_ARGUMENT)
    .option('--json', 'print the user as JSON')
    .action((ref: string, options: { json?: boolean }) => update(ref, { active: false }, options.json, 'Deactivated'))

  users
    .command('activate')
    .description('reactivate a deactivated user')
    .addArgument(USER_ARGUMENT)
    .option('--json', 'print the user as JSON')
    .action((ref: string, options: { json?: boolean }) => update(ref, { active: true }, options.json, 'Activated'))

  users
    .command('set-role')
    .description("change a user's role (the last active admin keeps theirs)")
    .addArgument(USER_ARGUMENT)
    .addArgument(new Argument('<role>', 'the new role').choices(ROLES))
    .option('--json', 'print the user as JSON')
    .action((ref: string, role: Role, options: { json?: boolean }) =>
      update(ref, { role }, options.json, 'Changed the role of'),
    )

  users
    .command('end-sessions')
    .description('end every session of a user on every instance; they must sign in again')
    .addArgument(USER_ARGUMENT)
    .option('--json', 'print {"ended": N} as JSON')
    .action(async (ref: string, options: { json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const { userAccounts } = await import('@ledgerline/api/users/accounts')
        const { cliActor } = await import('@ledgerline/api/audit/service')
        const result = await userAccounts.endSessions(db, cliActor(), ref)
        if (options.json) return printJson(result)
        note(`Ended ${result.ended} session(s) of ${ref}.`)
      })
    })
}
