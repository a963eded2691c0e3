// Inside this repository the workspace packages (@ledgerline/contracts, /sdk, /feedback-widget) resolve to
// their TypeScript sources through the export condition below; installed from npm they resolve to dist/.
// TypeScript learns it from tsconfig.base.json (customConditions), Vite and vitest from viteSourceConditions(),
// Node (under tsx) from registerSourceCondition() or `node --conditions=@ledgerline/source`.
import { register } from 'node:module'

export const SOURCE_CONDITION = '@ledgerline/source'

/** Adds the condition to every resolution of this process (call before importing workspace sources). */
export function registerSourceCondition() {
  const hook = `export const resolve = (specifier, context, next) =>
    next(specifier, { ...context, conditions: [${JSON.stringify(SOURCE_CONDITION)}, ...context.conditions] })`
  register(`data:text/javascript,${encodeURIComponent(hook)}`)
}

/**
 * The resolve options a Vite or vitest config spreads in: the condition first, then the defaults it replaces:
 * Vite's for a build or dev server, vitest's (Node's, without "module", for every environment) for tests, so
 * that a package such as preact resolves to the same file for the test and for its testing library.
 */
export async function viteSourceConditions({ test = false } = {}) {
  const { defaultClientConditions, defaultServerConditions } = await import('vite')
  const server = test ? defaultServerConditions.filter((c) => c !== 'module') : defaultServerConditions
  const client = test ? server : defaultClientConditions
  return {
    resolve: { conditions: [SOURCE_CONDITION, ...client] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...server], externalConditions: [SOURCE_CONDITION] } },
  }
}
