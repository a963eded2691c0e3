import { describe, expect, it, vi } from 'vitest'
import type { Feedback } from '@ledgerline/sdk'
import type { PinLayer, PinsOptions } from './pins'

const chunk = vi.hoisted(() => ({ load: vi.fn() }))
vi.mock('./assistant-load', () => ({ loadChunk: chunk.load }))
const { createPinLayer } = await import('./pins.iife')

const entry = { id: 1, pageUrl: '/' } as Feedback

function fakeLayer() {
  const layer: PinLayer = { set: vi.fn(), setHidden: vi.fn(), schedule: vi.fn(), destroy: vi.fn() }
  return { layer, create: vi.fn((_options: PinsOptions) => layer) }
}

const options = () =>
  ({ view: window, container: document.createElement('div'), nonce: 'n1' }) as unknown as PinsOptions & {
    nonce: string
  }

describe('the script tag’s pins', () => {
  it('fetch their file only when a page has pins, then hand everything over', async () => {
    const { layer, create } = fakeLayer()
    chunk.load.mockReset().mockResolvedValue(create)
    const pins = createPinLayer(options())
    pins.set([])
    pins.setHidden(true)
    expect(chunk.load).not.toHaveBeenCalled()
    pins.set([entry])
    expect(chunk.load).toHaveBeenCalledWith(window, 'pins', 'n1')
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(layer.setHidden).toHaveBeenCalledWith(true)
    expect(layer.set).toHaveBeenCalledWith([entry])
    pins.destroy()
    expect(layer.destroy).toHaveBeenCalled()
  })

  it('create nothing when the widget is gone before the file arrives', async () => {
    const { create } = fakeLayer()
    let arrive: (value: typeof create) => void = () => {}
    chunk.load.mockReset().mockReturnValue(new Promise((resolve) => (arrive = resolve)))
    const pins = createPinLayer(options())
    pins.set([entry])
    pins.destroy()
    arrive(create)
    await Promise.resolve()
    expect(create).not.toHaveBeenCalled()
  })
})
