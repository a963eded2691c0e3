import { importAssistant } from './assistant-import'
import type { MountAssistant } from './bridge'
import { assetBase } from './locale'
import type { createPinLayer } from './pins'

/** The script tag's other files, fetched from next to the loader when needed. */
export interface Chunks {
  /** feedback-widget-assistant.js: the panel, picker and pin details, on first open. */
  assistant: MountAssistant
  /** feedback-widget-pins.js: the pins, when the page has any (never with a site key). */
  pins: typeof createPinLayer
}
export const CHUNK_FILES: Record<keyof Chunks, string> = {
  assistant: 'feedback-widget-assistant.js',
  pins: 'feedback-widget-pins.js',
}

const waiting: { [K in keyof Chunks]?: (value: Chunks[K]) => void } = {}
const loading: Partial<Record<keyof Chunks, Promise<unknown>>> = {}

/** Called by a chunk's script once it has run (script tag only). */
export function registerChunk<K extends keyof Chunks>(name: K, value: Chunks[K]): void {
  waiting[name]?.(value)
}

/** Loads a script-tag chunk once: a <script> from the loader's own folder, carrying the CSP nonce. */
export function loadChunk<K extends keyof Chunks>(view: Window, name: K, nonce?: string): Promise<Chunks[K]> {
  loading[name] ??= new Promise<Chunks[K]>((resolve, reject) => {
    waiting[name] = resolve as (typeof waiting)[K]
    const script = view.document.createElement('script')
    script.src = `${assetBase()}${CHUNK_FILES[name]}`
    if (nonce) script.nonce = nonce
    script.onerror = () => {
      delete loading[name] // the next use tries again
      script.remove()
      reject(new Error(`Could not load ${CHUNK_FILES[name]}`))
    }
    view.document.head.append(script)
  })
  return loading[name] as Promise<Chunks[K]>
}

/** The assistant, loaded once: npm, a chunk of the page's own bundle; script tag, its own file. */
export function loadAssistant(view: Window, nonce?: string): Promise<MountAssistant> {
  return importAssistant ? importAssistant() : loadChunk(view, 'assistant', nonce)
}
