import { Command, CommanderError } from 'commander'
import { registerCompletion } from './commands/completion.js'
import { registerAudit } from './commands/audit.js'
import { registerExport } from './commands/export.js'
import { registerMigrate } from './commands/migrate.js'
import { registerReport } from './commands/report.js'
import { registerSeed } from './commands/seed.js'
import { registerSites } from './commands/sites.js'
import { registerTokens } from './commands/tokens.js'
import { registerUsers } from './commands/users.js'
import { registerWebhooks } from './commands/webhooks.js'
import { registerUserManagement } from './commands/users-manage.js'
import { EXIT, toCliError, type ExitCode } from './lib/errors.js'
import { allowInput } from './lib/prompt.js'
import { VERSION } from './lib/version.js'

/** The program only wires the commands (one file each under commands/); they load the API's modules on use. */
export function buildProgram(): Command {
  const program = new Command('ledgerline')
    .description('Administer a Ledgerline installation: database, users, embedding sites, API tokens, feedback exports')
    .version(VERSION, '-v, --version', 'print the version')
    .option('--no-input', 'never ask: a missing option is an error (exit 2), as without a terminal')
    .helpOption('-h, --help', 'show help for a command')
    .helpCommand('help [command]', 'show help for a command')
    .showHelpAfterError('(run with --help for usage)')
    // Inherited by every command added below: commander throws instead of exiting, main maps the code.
    .exitOverride()
    .hook('preAction', (root) => allowInput(root.opts<{ input: boolean }>().input))
    .addHelpText(
      'after',
      `
Environment:
  DATABASE_URL        the database, resolved as the API does: a SQLite file (default data/ledgerline.sqlite),
                      postgres://… for PostgreSQL
  SCRYPT_COST         log2 of scrypt's N for new passwords (default 17)
  DEMO_MODE           on/off: whether \`seed\` adds the demo accounts (default on, off in production)
  LEDGERLINE_API_URL  the server for \`export\` (as --api)
  LEDGERLINE_TOKEN    API token for \`export --api\`; never pass it as --token where others see the process list

Exit codes: 0 success, 1 failure, 2 wrong usage. Data goes to stdout, progress and errors to stderr.
Without a terminal (or with --no-input) nothing is asked: a missing option is an error (exit 2).
Installed from npm, only \`export --api\` (and \`completion\`) work; the others need a checkout of Ledgerline.`,
    )
  registerMigrate(program)
  registerSeed(program)
  registerUsers(program)
  registerUserManagement(program.commands.find((command) => command.name() === 'users')!)
  registerSites(program)
  registerTokens(program)
  registerExport(program)
  registerReport(program)
  registerWebhooks(program)
  registerCompletion(program)
  registerAudit(program)
  return program
}

/** Runs the command line; answers the exit code (the caller sets process.exitCode so output can drain). */
export async function main(argv: string[]): Promise<ExitCode> {
  // A reader that stops early (`ledgerline export … | head`) closes the pipe: end quietly, as Unix tools do.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.failure)
    throw error
  })
  const program = buildProgram()
  try {
    await program.parseAsync(argv)
    return EXIT.ok
  } catch (error) {
    // commander has already printed its message (unknown option, bad choice, missing argument).
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage
    const failure = toCliError(error)
    process.stderr.write(`ledgerline: ${failure.message}\n`)
    if (process.env.LEDGERLINE_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`)
    return failure.exitCode
  }
}
