import { describe, expect, it } from 'vitest'
import { dataUrlBytes, fitImage, MAX_SIDE } from './encode'

/** A fake encoder: each type's size per pixel, as a base64 data: URL of that many bytes. */
function encoder(bytesPerPixel: Record<string, number>, calls: string[] = []) {
  return (width: number, height: number, type: string) => {
    calls.push(`${type} ${width}x${height}`)
    const known = bytesPerPixel[type] !== undefined
    const bytes = Math.round(width * height * (bytesPerPixel[type] ?? bytesPerPixel['image/png']!))
    return `data:${known ? type : 'image/png'};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`
  }
}

describe('fitting a screenshot under the size limit', () => {
  it('counts the decoded bytes of a data: URL', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3)
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2)
  })

  it('keeps a small PNG as it is', () => {
    const url = fitImage(100, 100, encoder({ 'image/png': 1 }), 20_000)!
    expect(url.startsWith('data:image/png;base64,')).toBe(true)
  })

  it('falls back to WebP, then JPEG, then smaller sizes, and never to a type the browser cannot write', () => {
    const calls: string[] = []
    // No WebP here: the browser answers PNG for it.
    const url = fitImage(1000, 1000, encoder({ 'image/png': 3, 'image/jpeg': 0.5 }, calls), 300_000)!
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true)
    expect(dataUrlBytes(url)).toBeLessThanOrEqual(300_000)
    expect(calls.slice(0, 4)).toEqual([
      'image/png 1000x1000',
      'image/webp 1000x1000',
      'image/jpeg 1000x1000',
      'image/jpeg 1000x1000',
    ])
    expect(calls.at(-1)).toBe('image/jpeg 700x700')
  })

  it('scales very large images down to the longest side first', () => {
    const calls: string[] = []
    fitImage(5120, 1000, encoder({ 'image/png': 0.01 }, calls))
    expect(calls).toEqual([`image/png ${MAX_SIDE}x500`])
  })

  it('gives up on an image that cannot be made small enough', () => {
    expect(fitImage(1000, 1000, encoder({ 'image/png': 10, 'image/jpeg': 10, 'image/webp': 10 }), 10)).toBeNull()
  })
})
