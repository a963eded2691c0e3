import type { MountAssistant } from './bridge'
import type { Reader } from './reader'

/** npm build: the assistant is a chunk of the page's own bundle. (The script tag's build swaps this file out.) */
export const importAssistant: (() => Promise<MountAssistant>) | null = () =>
  import('./assistant').then((module) => module.mountAssistant)

/** npm build: the reader part (My reports, pin details) is a chunk too, imported when first needed. */
export const importReader: (() => Promise<Reader>) | null = () => import('./reader')
