import { loadChunk } from './assistant-load'
import type { PinLayer, PinsOptions } from './pins'

/**
 * The script tag's stand-in for pins.ts: the same layer, whose code (feedback-widget-pins.js) is fetched only
 * when a page has pins to show, so a site's submit-only loader never carries it.
 */
export function createPinLayer(options: PinsOptions & { nonce?: string }): PinLayer {
  let real: PinLayer | null = null
  let hidden = false
  let destroyed = false
  let pending: Parameters<PinLayer['set']>[0] = []
  return {
    set(list) {
      pending = list
      if (real) return real.set(list)
      if (list.length === 0 || destroyed) return
      void loadChunk(options.view, 'pins', options.nonce).then(
        (create) => {
          if (destroyed || real) return
          real = create(options)
          real.setHidden(hidden)
          real.set(pending)
        },
        () => undefined, // blocked or offline: no pins on this page
      )
    },
    setHidden(value) {
      hidden = value
      options.container.hidden = value
      real?.setHidden(value)
    },
    schedule: () => real?.schedule(),
    destroy() {
      destroyed = true
      real?.destroy()
    },
  }
}
