import { SCREENSHOT_MAX_BYTES } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import {
  bytesOf,
  dataUrl,
  JPEG_DATA_URL,
  makePng,
  PNG_DATA_URL,
  pngChunk,
  WEBP_DATA_URL,
  WEBP_LOSSLESS_DATA_URL,
} from '../../test/images.js'
import { parseScreenshotDataUrl, ScreenshotError, SCREENSHOT_MAX_SIDE } from './screenshot.js'

const refusal = (url: string): ScreenshotError => {
  try {
    parseScreenshotDataUrl(url)
  } catch (error) {
    if (error instanceof ScreenshotError) return error
    throw error
  }
  throw new Error('the image was accepted')
}

describe('screenshot verification', () => {
  it.each([
    ['PNG', PNG_DATA_URL, 'image/png'],
    ['JPEG', JPEG_DATA_URL, 'image/jpeg'],
    ['lossy WebP', WEBP_DATA_URL, 'image/webp'],
    ['lossless WebP', WEBP_LOSSLESS_DATA_URL, 'image/webp'],
  ])('accepts a %s a browser encoded, with its type and dimensions', (_name, url, type) => {
    const shot = parseScreenshotDataUrl(url)
    expect(shot).toMatchObject({ type, width: 12, height: 8 })
    // What is stored is itself a whole image of that type.
    expect(parseScreenshotDataUrl(dataUrl(type, shot.bytes))).toMatchObject({ type, width: 12, height: 8 })
  })

  it('accepts a large PNG and reads its size', () => {
    expect(parseScreenshotDataUrl(dataUrl('image/png', makePng(1366, 850)))).toMatchObject({ width: 1366, height: 850 })
  })

  it.each([
    ['PNG', PNG_DATA_URL],
    ['JPEG', JPEG_DATA_URL],
    ['WebP', WEBP_DATA_URL],
  ])('refuses a truncated %s', (_name, url) => {
    const bytes = bytesOf(url)
    const type = url.slice(5, url.indexOf(';'))
    for (const keep of [bytes.length - 1, bytes.length - 12, Math.floor(bytes.length / 2), 30])
      expect(refusal(dataUrl(type, bytes.subarray(0, keep))).message).toMatch(/truncated|no EOI|IEND|whole/)
  })

  it('refuses bytes whose magic number is no image, or another type than declared', () => {
    expect(refusal(dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>'))).message).toMatch(
      /unknown magic number/,
    )
    expect(refusal(dataUrl('image/png', bytesOf(JPEG_DATA_URL))).message).toBe(
      'is declared as image/png but its bytes are image/jpeg',
    )
    expect(refusal(dataUrl('image/webp', bytesOf(PNG_DATA_URL))).message).toMatch(/declared as image\/webp/)
  })

  it('refuses types other than PNG, JPEG and WebP, and what is not a base64 data: URL', () => {
    expect(refusal(dataUrl('image/svg', Buffer.from('<svg/>'))).message).toMatch(/PNG, JPEG or WebP/)
    expect(refusal('https://example.com/a.png').message).toMatch(/data: URL/)
    expect(refusal('data:image/png,iVBORw0KGgo=').message).toMatch(/data: URL/)
    expect(refusal('data:image/png;base64,iVBORw0K*Ggo=').message).toBe('is not valid base64')
    expect(refusal('data:image/png;base64,iVBORw0KGg').message).toBe('is not valid base64')
    expect(refusal('data:image/png;base64,').message).toBe('is not valid base64')
  })

  it('refuses more than SCREENSHOT_MAX_BYTES as too large, before decoding', () => {
    const error = refusal(`data:image/png;base64,${'A'.repeat(4 * Math.ceil((SCREENSHOT_MAX_BYTES + 1) / 3))}`)
    expect(error.tooLarge).toBe(true)
  })

  it('refuses a PNG with a wrong CRC, data after IEND, or no image data', () => {
    const bytes = Buffer.from(bytesOf(PNG_DATA_URL))
    bytes[45] = bytes[45]! ^ 0xff
    expect(refusal(dataUrl('image/png', bytes)).message).toMatch(/CRC is wrong/)
    const trailer = Buffer.from('<html><body>hello</body></html>')
    expect(refusal(dataUrl('image/png', makePng(4, 4, { trailer }))).message).toMatch(/after IEND/)
    const noData = Buffer.concat([bytesOf(PNG_DATA_URL).subarray(0, 33), pngChunk('IEND', Buffer.alloc(0))])
    expect(refusal(dataUrl('image/png', noData)).message).toMatch(/no image data/)
  })

  it('drops text chunks of a PNG, and refuses markup left inside the image as a polyglot', () => {
    const text = pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>'))
    const shot = parseScreenshotDataUrl(dataUrl('image/png', makePng(4, 4, { extra: [text] })))
    expect(shot.bytes.includes('tEXt')).toBe(false)
    expect(shot.bytes.includes('<script>')).toBe(false)
    const kept = pngChunk('bKGD', Buffer.from('<html>'))
    expect(refusal(dataUrl('image/png', makePng(4, 4, { extra: [kept] }))).message).toMatch(/markup/)
  })

  it('refuses images of no pixels or more than the side limit', () => {
    expect(refusal(dataUrl('image/png', makePng(0, 4, { rows: 4 }))).message).toMatch(/1 to 16384 pixels/)
    expect(refusal(dataUrl('image/png', makePng(SCREENSHOT_MAX_SIDE + 1, 1))).message).toMatch(/16385x1/)
  })

  it('drops a JPEG comment and EXIF, and refuses data after EOI', () => {
    const bytes = bytesOf(JPEG_DATA_URL)
    const comment = Buffer.from('<html>hello</html>')
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment])
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 8]), Buffer.from('Exif\0\0')])
    const withMeta = Buffer.concat([bytes.subarray(0, 2), com, exif, bytes.subarray(2)])
    const shot = parseScreenshotDataUrl(dataUrl('image/jpeg', withMeta))
    expect(shot.bytes.includes('<html>')).toBe(false)
    expect(shot.bytes.includes('Exif')).toBe(false)
    expect(refusal(dataUrl('image/jpeg', Buffer.concat([bytes, Buffer.from('trailing')]))).message).toMatch(/after EOI/)
  })

  it('refuses a WebP with data after its container, or without an image chunk', () => {
    const bytes = bytesOf(WEBP_DATA_URL)
    expect(refusal(dataUrl('image/webp', Buffer.concat([bytes, Buffer.from('<html>')]))).message).toMatch(
      /after the RIFF container/,
    )
    const empty = Buffer.from('RIFF\x0c\x00\x00\x00WEBPJUNK\x00\x00\x00\x00', 'latin1')
    expect(refusal(dataUrl('image/webp', empty)).message).toMatch(/no VP8/)
  })
})
