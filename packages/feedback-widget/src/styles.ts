// The widget's style sheets, one per part, imported as text (Vite `?inline`, minified at build) into its shadow
// root. The loader's are here; the assistant adds panel.css and picker.css when it loads (assistant.tsx), and reader.css comes with
// the reader part (widget.ts).
import base from './styles/base.css?inline'
import launcher from './styles/launcher.css?inline'
import pins from './styles/pins.css?inline'

/** The loader's sheets, after the z-index of the widget's layers (the `zIndex` option). */
export function loaderCss(zIndex: number): string {
  return `:host{--ll-z:${zIndex}}\n${base}\n${launcher}\n${pins}`
}
