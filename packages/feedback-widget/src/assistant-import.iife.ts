import type { MountAssistant } from './bridge'

/** Script tag build: no bundled assistant; assistant-load.ts fetches feedback-widget-assistant.js. */
export const importAssistant: (() => Promise<MountAssistant>) | null = null
