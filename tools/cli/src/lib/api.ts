import { CliError } from './errors.js'

/** The API's entry point for the CLI (apps/api/src/cli.ts): the database commands' only door into the server code. */
export type AdminApi = typeof import('@ledgerline/api/cli')

/**
 * Loads @ledgerline/api/cli. It is there in a checkout of the repository (and on the server that runs it);
 * the CLI installed from npm has only `export --api`, and says so.
 */
export async function loadApi(): Promise<AdminApi> {
  try {
    return await import('@ledgerline/api/cli')
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    if (code === 'ERR_MODULE_NOT_FOUND' && message.includes('@ledgerline/api'))
      throw new CliError(
        'This command works on the database and runs only in a checkout of the Ledgerline repository ' +
          '(npm ci there, then npx ledgerline …). Installed from npm, ledgerline exports from a running ' +
          'server: ledgerline export --api URL, with the token in LEDGERLINE_TOKEN.',
      )
    throw error
  }
}
