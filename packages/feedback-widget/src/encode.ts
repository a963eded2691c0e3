import { SCREENSHOT_MAX_BYTES } from '@ledgerline/sdk'

/** The longest side an image keeps; larger ones are scaled down first. */
export const MAX_SIDE = 2560

/** How many bytes a base64 data: URL decodes to. */
export function dataUrlBytes(url: string): number {
  const data = url.slice(url.indexOf(',') + 1)
  return Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)
}

export type Encode = (width: number, height: number, type: string, quality?: number) => string

const ATTEMPTS: [string, number?][] = [['image/png'], ['image/webp', 0.9], ['image/jpeg', 0.85], ['image/jpeg', 0.7]]

/**
 * The image as a data: URL of at most `max` bytes: PNG if it fits, else WebP, else JPEG, scaling down until one
 * does. A browser that cannot write a type answers PNG for it, which is then not taken for that type.
 */
export function fitImage(width: number, height: number, encode: Encode, max = SCREENSHOT_MAX_BYTES): string | null {
  let scale = Math.min(1, MAX_SIDE / Math.max(width, height))
  for (let round = 0; round < 6; round++, scale *= 0.7) {
    const w = Math.max(1, Math.round(width * scale))
    const h = Math.max(1, Math.round(height * scale))
    for (const [type, quality] of ATTEMPTS) {
      const url = encode(w, h, type, quality)
      if (url.startsWith(`data:${type};base64,`) && dataUrlBytes(url) <= max) return url
    }
  }
  return null
}

/** `fitImage` on a canvas: each attempt draws it at that size and encodes it. */
export function canvasDataUrl(source: HTMLCanvasElement, max = SCREENSHOT_MAX_BYTES): string | null {
  return fitImage(
    source.width,
    source.height,
    (width, height, type, quality) => {
      if (width === source.width && height === source.height) return source.toDataURL(type, quality)
      const scaled = source.ownerDocument.createElement('canvas')
      scaled.width = width
      scaled.height = height
      scaled.getContext('2d')!.drawImage(source, 0, 0, width, height)
      return scaled.toDataURL(type, quality)
    },
    max,
  )
}
