import { domToCanvas } from 'modern-screenshot'
import type { Bounds } from './capture'
import { captureArea, isMasked, maskBoxes } from './mask'

// The screenshot part (feedback-widget-screenshot.js with the script tag), loaded when the reporter asks for a
// screenshot: renders the page from its DOM (modern-screenshot; no permission prompt), leaves the widget out,
// crops to the viewport or to the picked element with its surroundings, and blanks every masked element.

export const MASK_COLOUR = '#6b7280'

export type CapturePage = (
  view: Window,
  options: { element?: Bounds | null; isOwn: (element: Element) => boolean },
) => Promise<HTMLCanvasElement>

/** A 1x1 GIF: whether the page's CSP lets images come from data: URLs, which the rendering goes through. */
const PROBE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

async function dataImagesAllowed(doc: Document): Promise<boolean> {
  const probe = doc.createElement('img')
  probe.src = PROBE
  try {
    await probe.decode()
    return true
  } catch {
    return false
  }
}

export const capturePage: CapturePage = async (view, { element, isOwn }) => {
  const doc = view.document
  // Refused, the rendering would come out blank rather than fail: say so, and the reporter can upload instead.
  if (!(await dataImagesAllowed(doc))) throw new Error('This page’s Content Security Policy refuses data: images')
  const area = captureArea(view, doc, element)
  const boxes = maskBoxes(doc, view, area, isOwn)
  const root = doc.documentElement
  const page = await domToCanvas(root, {
    // The whole page, even where <html> is shorter than its content (absolutely placed parts, a short body).
    width: Math.max(root.scrollWidth, view.innerWidth),
    height: Math.max(root.scrollHeight, view.innerHeight),
    scale: 1,
    backgroundColor: view.getComputedStyle(doc.body).backgroundColor || '#fff',
    // Web fonts would be fetched again (a strict connect-src refuses that); the page's fallbacks are enough.
    font: false,
    filter: (node) => !(node.nodeType === 1 && isOwn(node as Element)),
    // Belt and braces: the copies of form fields lose their values before they are drawn at all.
    onCloneEachNode: (clone) => {
      if (clone.nodeType !== 1 || !isMasked(clone as Element)) return
      const field = clone as HTMLInputElement
      if ('value' in field && typeof field.value === 'string') field.value = ''
      if (field.localName === 'textarea' || field.isContentEditable) field.textContent = ''
    },
  })
  const canvas = doc.createElement('canvas')
  canvas.width = Math.max(1, Math.round(area.width))
  canvas.height = Math.max(1, Math.round(area.height))
  const context = canvas.getContext('2d')!
  context.drawImage(page, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height)
  context.fillStyle = MASK_COLOUR
  for (const box of boxes) context.fillRect(box.x, box.y, box.width, box.height)
  return canvas
}
