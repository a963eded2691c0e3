import { imports } from './assistant-import'
import type { MountAssistant } from './bridge'
import type { InstallHooks } from './context-hooks'
import type { MountEvidence } from './evidence'
import { assetBase } from './locale'
import type { createPinLayer } from './pins'
import type { Reader } from './reader'
import type { CapturePage } from './screenshot'

/** The script tag's other files, fetched from next to the loader when needed. */
export interface Chunks {
  /** feedback-widget-assistant.js: the panel and picker, on first open. */
  assistant: MountAssistant
  /** feedback-widget-pins.js: the pins, when the page has any (never with a site key). */
  pins: typeof createPinLayer
  /** feedback-widget-reader.js: My reports and a pin's details, when a signed-in reader first opens one. */
  reader: Reader
  /** feedback-widget-context.js: the console and network hooks, at once when the site turns either on. */
  context: InstallHooks
  /** feedback-widget-evidence.js: the screenshot and context review, when the details step first shows. */
  evidence: MountEvidence
  /** feedback-widget-screenshot.js: renders the page from the DOM, when the reporter asks for a screenshot. */
  screenshot: CapturePage
}
export type ChunkName = keyof Chunks
export const CHUNK_FILES: Record<ChunkName, string> = {
  assistant: 'feedback-widget-assistant.js',
  pins: 'feedback-widget-pins.js',
  reader: 'feedback-widget-reader.js',
  context: 'feedback-widget-context.js',
  evidence: 'feedback-widget-evidence.js',
  screenshot: 'feedback-widget-screenshot.js',
}

const waiting: { [K in ChunkName]?: (value: Chunks[K]) => void } = {}
const loading: Partial<Record<ChunkName, Promise<unknown>>> = {}

/** Called by a chunk's script once it has run (script tag only). */
export function registerChunk<K extends ChunkName>(name: K, value: Chunks[K]): void {
  waiting[name]?.(value)
}

/**
 * Loads a part once: npm, a chunk of the page's own bundle; script tag, a <script> from the loader's own folder,
 * carrying the CSP nonce.
 */
export function loadChunk<K extends ChunkName>(view: Window, name: K, nonce?: string): Promise<Chunks[K]> {
  const bundled = imports?.[name]
  if (bundled) return bundled()
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
