/** Exit codes of DECISIONS.md §8. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** An error the command explains to the person: its message goes to stderr as is, with its exit code. */
export class CliError extends Error {
  override name = 'CliError'
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
  ) {
    super(message)
  }
}

/** Wrong usage (exit 2): an unknown value, a missing option where no terminal can ask for it. */
export const usageError = (message: string) => new CliError(message, EXIT.usage)

interface BoomLike {
  isBoom: true
  output: { statusCode: number; payload: { message: string } }
}

const isBoom = (error: unknown): error is BoomLike =>
  typeof error === 'object' && error !== null && (error as { isBoom?: unknown }).isBoom === true

/** The API's field names as the person typed them: the options of the commands. */
const OPTION_NAMES: Record<string, string> = {
  email: '--email',
  firstName: '--first-name',
  lastName: '--last-name',
  role: '--role',
  password: '--password',
  name: '--name',
  origin: '--origin',
  origins: '--origin',
  expiresAt: '--expires',
}

/** joi's `"firstName" is not allowed to be empty` as `--first-name is not allowed to be empty`. */
export const withOptionNames = (message: string) =>
  message.replace(/"([A-Za-z]+)"/g, (quoted, field: string) => OPTION_NAMES[field] ?? quoted)

/**
 * What the API's modules throw, as the CLI reports it: a Boom 400 is bad input given on the
 * command line (exit 2, naming the option), any other Boom a failure (exit 1), a configuration error
 * names its variable.
 */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error
  if (isBoom(error)) {
    const { statusCode, payload } = error.output
    return statusCode === 400
      ? new CliError(withOptionNames(payload.message), EXIT.usage)
      : new CliError(payload.message, EXIT.failure)
  }
  if (error instanceof Error && error.name === 'ConfigError') return new CliError(error.message, EXIT.failure)
  const message = error instanceof Error ? error.message : String(error)
  return new CliError(message, EXIT.failure)
}
