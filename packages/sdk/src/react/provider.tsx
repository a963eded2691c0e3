import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import type { ApiClient } from '../client.js'
import { KeyRegistry } from './registry.js'

/**
 * SPEC.md §7's global behaviour: no retry, cached data never goes stale, no revalidation on focus or reconnect,
 * no polling unless a hook asks for it.
 */
export const LEDGERLINE_SWR_CONFIG = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
} as const satisfies SWRConfiguration

interface LedgerlineContextValue {
  client: ApiClient
  registry: KeyRegistry
}

const LedgerlineContext = createContext<LedgerlineContextValue | null>(null)

export interface LedgerlineProviderProps {
  client: ApiClient
  children?: ReactNode
}

/** Gives the hooks their client and a cache of their own, with SPEC.md §7's defaults. */
export function LedgerlineProvider({ client, children }: LedgerlineProviderProps) {
  const value = useMemo(() => ({ client, registry: new KeyRegistry() }), [client])
  const swrConfig = useMemo(() => ({ ...LEDGERLINE_SWR_CONFIG, provider: () => new Map() }), [])
  return (
    <LedgerlineContext.Provider value={value}>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </LedgerlineContext.Provider>
  )
}

export function useLedgerline(): LedgerlineContextValue {
  const value = useContext(LedgerlineContext)
  if (!value) throw new Error('Ledgerline hooks must be used inside <LedgerlineProvider>')
  return value
}

/** The core client the provider was given. */
export function useApiClient(): ApiClient {
  return useLedgerline().client
}
