import { importAssistant, importReader } from './assistant-import'
import type { MountAssistant } from './bridge'
import { assetBase } from './locale'
import type { createPinLayer } from './pins'
import type { Reader } from './reader'

/** The script tag's other files, fetched from next to the loader when needed. */
export interface Chunks {
  /** feedback-widget-assistant.js: the panel and picker, on first open. */
  assistant: MountAssistant
  /** feedback-widget-pins.js: the pins, when the page has any (never with a site key). */
  pins: typeof createPinLayer
  /** feedback-widget-reader.js: My reports and a pin's details, when a signed-in reader first opens one. */
  reader: Reader
}
export const CHUNK_FILES: Record<keyof Chunks, string> = {
  assistant: 'feedback-widget-assistant.js',
  pins: 'feedback-widget-pins.js',
  reader: 'feedback-widget-reader.js',
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

/** The reader part, loaded once: npm, a chunk of the page's own bundle; script tag, its own file. */
export function loadReader(view: Window, nonce?: string): Promise<Reader> {
  return importReader ? importReader() : loadChunk(view, 'reader', nonce)
}
