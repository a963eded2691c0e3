import { CliError, usageError } from './errors.js'

let inputAllowed = true

/** `--no-input`: never ask, as if there were no terminal (main sets it before the command runs). */
export function allowInput(allowed: boolean): void {
  inputAllowed = allowed
}

/** Prompts need a person at a terminal; prompts are drawn on stderr so stdout stays data only. */
export const canPrompt = (): boolean => inputAllowed && Boolean(process.stdin.isTTY && process.stderr.isTTY)

/** The option the person must pass when no terminal can ask for it. */
export const missingOption = (option: string) =>
  usageError(
    `Missing required ${option.startsWith('<') ? 'argument' : 'option'} ${option} (${inputAllowed ? 'no terminal to ask on' : '--no-input'}; pass it on the command line)`,
  )

type Validate = (value: string) => true | string | Promise<true | string>

/** The few kinds of question the commands ask (inquirer's own types are far wider). */
export type Question =
  | { type: 'input'; message: string; default?: string; validate?: Validate }
  | { type: 'password'; message: string; mask?: string; validate?: Validate }
  | { type: 'select'; message: string; choices: Array<{ name: string; value: unknown }>; default?: unknown }
  | { type: 'confirm'; message: string; default?: boolean }

/**
 * Asks one question on a terminal; without one, fails at once with exit 2 naming the option,
 * so a pipeline never waits for input. inquirer is loaded only when a prompt is shown.
 */
export async function ask<T>(option: string, question: Question): Promise<T> {
  if (!canPrompt()) throw missingOption(option)
  const { default: inquirer } = await import('inquirer')
  const prompt = inquirer.createPromptModule({ output: process.stderr })
  try {
    const answers = (await prompt([{ ...question, name: 'value' }])) as { value: T }
    return answers.value
  } catch (error) {
    if (error instanceof Error && error.name === 'ExitPromptError') throw new CliError('Cancelled', 1)
    throw error
  }
}

/** What a joi schema offers; the rules stay in the API's modules. */
interface Schema {
  validate(value: unknown): { error?: { message: string } }
}

/** An inquirer `validate` from a joi schema: the same rule, and message, as the API's. */
export const validateWith =
  (schema: Schema) =>
  (value: string): true | string => {
    const { error } = schema.validate(value)
    return error ? error.message : true
  }

/** Picks one of a list that is loaded only when a terminal can show it (`sites remove`, `tokens revoke`). */
export async function choose<T>(
  option: string,
  message: string,
  loadChoices: () => Promise<Array<{ name: string; value: T }>>,
  empty: string,
): Promise<T> {
  if (!canPrompt()) throw missingOption(option)
  const choices = await loadChoices()
  if (choices.length === 0) throw new CliError(empty)
  return ask<T>(option, { type: 'select', message, choices })
}

/**
 * A destructive step goes ahead with --yes; on a terminal the person confirms it (default no); without one
 * (or with --no-input) it is wrong usage to leave --yes out, so a script never deletes by accident.
 */
export async function confirmOrFail(yes: boolean | undefined, message: string, what: string): Promise<void> {
  if (yes) return
  if (!canPrompt()) throw usageError(`${what}: pass --yes to confirm it without a terminal`)
  if (!(await ask<boolean>('--yes', { type: 'confirm', message, default: false })))
    throw new CliError('Cancelled; nothing was changed.')
}
