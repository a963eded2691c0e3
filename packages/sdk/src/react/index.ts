// @ledgerline/sdk/react: the provider and one SWR hook per read and write. react and swr are peer dependencies.
export { LedgerlineProvider, LEDGERLINE_SWR_CONFIG, useApiClient, type LedgerlineProviderProps } from './provider.js'
export { FEEDBACK_PAGE_SIZE, keys, PATHS, POLL_INTERVAL_MS, type ReadKey } from './keys.js'
export * from './reads.js'
export * from './pages.js'
export * from './writes.js'
export * from './webhooks.js'
export * from './accounts.js'
