import type { MountAssistant } from './bridge'

/** npm build: the assistant is a chunk of the page's own bundle. (The script tag's build swaps this file out.) */
export const importAssistant: (() => Promise<MountAssistant>) | null = () =>
  import('./assistant').then((module) => module.mountAssistant)
