import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Reader } from './reader'

// The script tag's build: nothing bundled, every part is fetched as its own file.
vi.mock('./assistant-import', () => ({ imports: null }))
const { loadChunk, registerChunk } = await import('./assistant-load')
const loadReader = (view: Window, nonce: string) => loadChunk(view, 'reader', nonce)

const readerScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src.endsWith('/feedback-widget-reader.js'))

afterEach(() => {
  document.head.replaceChildren()
})

describe('the script tag’s reader part (My reports, pin details)', () => {
  it('is fetched with the CSP nonce, tried again after a failure, and fetched once when it arrives', async () => {
    const failing = loadReader(window, 'n0nce')
    const [first] = readerScripts()
    expect(first!.nonce).toBe('n0nce')
    first!.dispatchEvent(new Event('error'))
    await expect(failing).rejects.toThrow('Could not load feedback-widget-reader.js')
    expect(readerScripts()).toHaveLength(0)

    const loading = loadReader(window, 'n0nce')
    expect(readerScripts()).toHaveLength(1)
    const reader = { renderReports: vi.fn(), showPinDialog: vi.fn() } as unknown as Reader
    registerChunk('reader', reader)
    await expect(loading).resolves.toBe(reader)
    await expect(loadReader(window, 'n0nce')).resolves.toBe(reader)
    expect(readerScripts()).toHaveLength(1)
  })
})
