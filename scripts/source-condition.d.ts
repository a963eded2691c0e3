import type { UserConfig } from 'vite'

export declare const SOURCE_CONDITION: '@ledgerline/source'
export declare function registerSourceCondition(): void
export declare function viteSourceConditions(options?: {
  test?: boolean
}): Promise<Required<Pick<UserConfig, 'resolve' | 'ssr'>>>
