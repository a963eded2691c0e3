import type { Chunks } from './assistant-load'

/**
 * npm build: the parts are chunks of the page's own bundle, imported when first needed (the pins are bundled
 * with the loader). The script tag's build swaps this file out.
 */
export const imports: { [K in keyof Chunks]?: () => Promise<Chunks[K]> } | null = {
  assistant: () => import('./assistant').then((module) => module.mountAssistant),
  reader: () => import('./reader'),
  context: () => import('./context-hooks').then((module) => module.installHooks),
  evidence: () => import('./evidence').then((module) => module.mountEvidence),
  screenshot: () => import('./screenshot').then((module) => module.capturePage),
}
