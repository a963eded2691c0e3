import type { MountAssistant } from './bridge'
import type { Reader } from './reader'

/** Script tag build: no bundled assistant; assistant-load.ts fetches feedback-widget-assistant.js. */
export const importAssistant: (() => Promise<MountAssistant>) | null = null

/** Script tag build: assistant-load.ts fetches feedback-widget-reader.js. */
export const importReader: (() => Promise<Reader>) | null = null
