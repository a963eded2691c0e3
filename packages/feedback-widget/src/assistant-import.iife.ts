import type { Chunks } from './assistant-load'

/** Script tag build: nothing bundled; assistant-load.ts fetches each part's own file. */
export const imports: { [K in keyof Chunks]?: () => Promise<Chunks[K]> } | null = null
