import { createRequire } from 'node:module'

/** The version of package.json (src/lib and dist/lib are both two folders below it). */
export const VERSION: string = (createRequire(import.meta.url)('../../package.json') as { version: string }).version
