import { crc32 } from 'node:zlib'
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TYPES, type ScreenshotType } from '@ledgerline/contracts'

/** Pixels per side an image may have: a 4K screen at 4x device pixels, and no decompression bomb beyond. */
export const SCREENSHOT_MAX_SIDE = 16_384

/** A screenshot as it is stored: the sniffed type, the image's bytes without metadata, its dimensions. */
export interface Screenshot {
  type: ScreenshotType
  bytes: Buffer
  width: number
  height: number
}

/** Why an image is refused: `tooLarge` answers 413, anything else 400 with the message. */
export class ScreenshotError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message)
  }
}

const DATA_URL = /^data:(image\/[a-z]+);base64,/
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Characters of the longest data: URL accepted: its prefix and the base64 of SCREENSHOT_MAX_BYTES. */
export const SCREENSHOT_DATA_URL_MAX = 'data:image/webp;base64,'.length + 4 * Math.ceil(SCREENSHOT_MAX_BYTES / 3)

/**
 * Decodes a `data:image/(png|jpeg|webp);base64,…` URL and proves that its bytes are one whole image of the
 * declared type (see verifyImage). Throws ScreenshotError naming the problem.
 */
export function parseScreenshotDataUrl(dataUrl: string): Screenshot {
  const head = DATA_URL.exec(dataUrl)
  if (!head) throw new ScreenshotError('must be a data: URL of a base64 image (data:image/png;base64,…)')
  const declared = head[1] as ScreenshotType
  if (!SCREENSHOT_TYPES.includes(declared))
    throw new ScreenshotError(`must be a PNG, JPEG or WebP image, not ${declared}`)
  const base64 = dataUrl.slice(head[0].length)
  // Decoded size from the text's length, before decoding anything.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  if ((base64.length / 4) * 3 - padding > SCREENSHOT_MAX_BYTES)
    throw new ScreenshotError(`is larger than ${SCREENSHOT_MAX_BYTES} bytes`, true)
  // Buffer.from skips what is not base64: the alphabet is checked first, so nothing is silently dropped.
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64))
    throw new ScreenshotError('is not valid base64')
  return verifyImage(Buffer.from(base64, 'base64'), declared)
}

/** The type an image's first bytes say it is, whatever anyone declared. */
export function sniffImageType(bytes: Buffer): ScreenshotType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp'
  return undefined
}

/** What would make a browser or a viewer treat the bytes as a page, whatever the image around them. */
const MARKUP = /<(?:script|html|body|svg|iframe|object|embed|meta|\?xml)[\s>/]/i

/**
 * Proves the bytes are one whole image of the declared type: the magic number, every structure parsed to its
 * end (PNG chunks with their CRCs up to IEND; JPEG segments from SOI to EOI; WebP's RIFF chunks), nothing after
 * it, sane dimensions. Metadata that could carry text (PNG text chunks, JPEG comments and EXIF, WebP EXIF/XMP)
 * is dropped: it may hold a location or markup, and a screenshot needs none of it. Markup left in what remains
 * is refused as a polyglot.
 */
export function verifyImage(bytes: Buffer, declared: ScreenshotType): Screenshot {
  if (bytes.length > SCREENSHOT_MAX_BYTES)
    throw new ScreenshotError(`is larger than ${SCREENSHOT_MAX_BYTES} bytes`, true)
  const sniffed = sniffImageType(bytes)
  if (!sniffed) throw new ScreenshotError('is not a PNG, JPEG or WebP image (unknown magic number)')
  if (sniffed !== declared) throw new ScreenshotError(`is declared as ${declared} but its bytes are ${sniffed}`)
  const image =
    sniffed === 'image/png' ? verifyPng(bytes) : sniffed === 'image/jpeg' ? verifyJpeg(bytes) : verifyWebp(bytes)
  for (const side of [image.width, image.height])
    if (!(side >= 1 && side <= SCREENSHOT_MAX_SIDE))
      throw new ScreenshotError(
        `must be 1 to ${SCREENSHOT_MAX_SIDE} pixels on each side, not ${image.width}x${image.height}`,
      )
  if (MARKUP.test(image.bytes.toString('latin1'))) throw new ScreenshotError('contains markup (a polyglot file)')
  return { type: sniffed, ...image }
}

type Verified = Omit<Screenshot, 'type'>

const damaged = (kind: string, problem: string) => new ScreenshotError(`is not a whole ${kind} image: ${problem}`)

// PNG (ISO/IEC 15948): signature, then chunks of length, type, data, CRC of type and data.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** Chunks a browser needs to show the image as it was drawn; text, time and EXIF chunks are dropped. */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
])
/** Bit depths allowed for each colour type. */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

function verifyPng(bytes: Buffer): Verified {
  const fail = (problem: string) => damaged('PNG', problem)
  const kept: Buffer[] = [PNG_SIGNATURE]
  let offset = 8
  let width = 0
  let height = 0
  let sawData = false
  let ended = false
  while (!ended) {
    if (offset + 12 > bytes.length) throw fail('it is truncated')
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (length > 0x7fffffff || offset + 12 + length > bytes.length)
      throw fail(`the ${printable(type)} chunk is truncated`)
    if (!/^[A-Za-z]{4}$/.test(type)) throw fail('a chunk has an invalid type')
    const end = offset + 8 + length
    if (crc32(bytes.subarray(offset + 4, end)) !== bytes.readUInt32BE(end))
      throw fail(`the ${type} chunk's CRC is wrong`)
    const first = offset === 8
    if (first !== (type === 'IHDR')) throw fail('IHDR must come first, once')
    if (type === 'IHDR') {
      if (length !== 13) throw fail('IHDR has the wrong length')
      width = bytes.readUInt32BE(offset + 8)
      height = bytes.readUInt32BE(offset + 12)
      const [depth, colour, compression, filter, interlace] = bytes.subarray(offset + 16, offset + 21)
      if (!PNG_DEPTHS[colour!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1)
        throw fail('IHDR describes no valid image')
    } else if (type === 'IDAT') sawData = true
    else if (type === 'IEND') {
      if (length !== 0) throw fail('IEND has data')
      ended = true
    }
    // A critical chunk we do not know could change how the image decodes: refused. Unknown ancillary ones are dropped.
    const critical = (type.charCodeAt(0) & 0x20) === 0
    if (critical && !PNG_KEPT.has(type)) throw fail(`unknown critical chunk ${type}`)
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(offset, end + 4))
    offset = end + 4
  }
  if (!sawData) throw fail('it has no image data (IDAT)')
  if (offset !== bytes.length) throw fail('there is data after IEND')
  return { bytes: Buffer.concat(kept), width, height }
}

// JPEG (ITU T.81): SOI, marker segments, entropy-coded scans, EOI.
/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the dimensions. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])
/** Tables and frame segments a decoder needs; APP0 (JFIF), APP2 (ICC profile) and APP14 (Adobe) affect colour. */
const JPEG_KEPT = new Set([0xc4, 0xcc, 0xdb, 0xdd, 0xdc, 0xe0, 0xe2, 0xee, ...SOF])

function verifyJpeg(bytes: Buffer): Verified {
  const fail = (problem: string) => damaged('JPEG', problem)
  const kept: Buffer[] = [bytes.subarray(0, 2)]
  let offset = 2
  let width = 0
  let height = 0
  let scans = 0
  for (;;) {
    if (offset + 2 > bytes.length) throw fail('it is truncated (no EOI)')
    if (bytes[offset] !== 0xff) throw fail(`a marker was expected at byte ${offset}`)
    const marker = bytes[offset + 1]!
    if (marker === 0xff) {
      // Fill bytes before a marker are allowed.
      offset += 1
      continue
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(offset, offset + 2))
      offset += 2
      break
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x00)
      throw fail(`unexpected marker FF${marker.toString(16).toUpperCase().padStart(2, '0')}`)
    if (offset + 4 > bytes.length) throw fail('it is truncated')
    const length = bytes.readUInt16BE(offset + 2)
    const end = offset + 2 + length
    if (length < 2 || end > bytes.length) throw fail('a segment is truncated')
    if (SOF.has(marker)) {
      if (width) throw fail('it has two frames')
      if (length < 8) throw fail('the frame header is too short')
      height = bytes.readUInt16BE(offset + 5)
      width = bytes.readUInt16BE(offset + 7)
      const components = bytes[offset + 9]!
      if (components < 1 || components > 4 || length !== 8 + 3 * components) throw fail('the frame header is malformed')
    }
    const isScan = marker === 0xda
    if (isScan && !width) throw fail('a scan comes before the frame header')
    if (JPEG_KEPT.has(marker) || isScan) kept.push(bytes.subarray(offset, end))
    offset = end
    if (!isScan) continue
    scans += 1
    // Entropy-coded data runs to the next marker that is neither a stuffed FF00 nor a restart marker.
    const start = offset
    for (;;) {
      const next = bytes.indexOf(0xff, offset)
      if (next < 0 || next + 1 >= bytes.length) throw fail('the scan data is truncated (no EOI)')
      const following = bytes[next + 1]!
      if (following === 0x00 || (following >= 0xd0 && following <= 0xd7)) offset = next + 2
      else {
        offset = next
        break
      }
    }
    kept.push(bytes.subarray(start, offset))
  }
  if (!scans) throw fail('it has no scan')
  if (offset !== bytes.length) throw fail('there is data after EOI')
  return { bytes: Buffer.concat(kept), width, height }
}

// WebP (RFC 9649): RIFF container of chunks (FourCC, little-endian size, data padded to even length).
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP'])
const VP8X_EXIF = 0x08
const VP8X_XMP = 0x04
const VP8X_ANIMATION = 0x02

function verifyWebp(bytes: Buffer): Verified {
  const fail = (problem: string) => damaged('WebP', problem)
  if (bytes.length < 20) throw fail('it is truncated')
  if (bytes.readUInt32LE(4) + 8 !== bytes.length)
    throw fail(bytes.readUInt32LE(4) + 8 > bytes.length ? 'it is truncated' : 'there is data after the RIFF container')
  const chunks: Array<{ type: string; data: Buffer }> = []
  let offset = 12
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) throw fail('a chunk header is truncated')
    const type = bytes.toString('latin1', offset, offset + 4)
    const size = bytes.readUInt32LE(offset + 4)
    const end = offset + 8 + size
    if (end > bytes.length) throw fail(`the ${printable(type)} chunk is truncated`)
    chunks.push({ type, data: bytes.subarray(offset + 8, end) })
    offset = end + (size % 2)
  }
  if (offset !== bytes.length) throw fail('the last chunk lacks its padding')
  const [first] = chunks
  let width: number
  let height: number
  if (first?.type === 'VP8X') {
    if (first.data.length < 10) throw fail('VP8X is too short')
    if (first.data[0]! & VP8X_ANIMATION) throw fail('animated images are not accepted')
    width = first.data.readUIntLE(4, 3) + 1
    height = first.data.readUIntLE(7, 3) + 1
    const bitstream = chunks.find((c) => c.type === 'VP8 ' || c.type === 'VP8L')
    if (!bitstream) throw fail('VP8X without an image chunk')
    const inner = readBitstream(bitstream, fail)
    if (inner.width !== width || inner.height !== height) throw fail('the canvas and the image differ in size')
  } else if (first && (first.type === 'VP8 ' || first.type === 'VP8L')) {
    if (chunks.length !== 1) throw fail('a simple WebP has one chunk')
    ;({ width, height } = readBitstream(first, fail))
  } else throw fail('it starts with no VP8, VP8L or VP8X chunk')
  // Rebuilt from the chunks an image needs, with the VP8X flags of what was dropped cleared.
  const parts: Buffer[] = []
  for (const chunk of chunks) {
    if (!WEBP_KEPT.has(chunk.type)) continue
    const header = Buffer.alloc(8)
    header.write(chunk.type, 0, 'latin1')
    header.writeUInt32LE(chunk.data.length, 4)
    const data = chunk.type === 'VP8X' ? Buffer.from(chunk.data) : chunk.data
    if (chunk.type === 'VP8X') data[0] = data[0]! & ~(VP8X_EXIF | VP8X_XMP)
    parts.push(header, data, chunk.data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0))
  }
  const body = Buffer.concat(parts)
  const head = Buffer.alloc(12)
  head.write('RIFF', 0, 'latin1')
  head.writeUInt32LE(body.length + 4, 4)
  head.write('WEBP', 8, 'latin1')
  return { bytes: Buffer.concat([head, body]), width, height }
}

/** The dimensions a VP8 (lossy) or VP8L (lossless) bitstream's header gives. */
function readBitstream(
  chunk: { type: string; data: Buffer },
  fail: (problem: string) => ScreenshotError,
): { width: number; height: number } {
  const { data } = chunk
  if (chunk.type === 'VP8L') {
    if (data.length < 5 || data[0] !== 0x2f) throw fail('the VP8L header is wrong')
    const bits = data.readUInt32LE(1)
    if (bits >>> 29 !== 0) throw fail('the VP8L version is unknown')
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  // A key frame: frame tag (3 bytes, bit 0 clear), start code 9D 01 2A, 14-bit width and height.
  if (data.length < 10 || (data[0]! & 1) !== 0 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a)
    throw fail('the VP8 header is wrong')
  const partition = (data[0]! | (data[1]! << 8) | (data[2]! << 16)) >>> 5
  if (10 + partition > data.length) throw fail('the VP8 data is truncated')
  return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff }
}

const printable = (type: string) => (/^[\x20-\x7e]{4}$/.test(type) ? type.trim() : 'a')
