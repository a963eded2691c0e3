// The widget's style sheets, one per part, imported as text (Vite `?inline`, minified at build) into its shadow root.
import base from './styles/base.css?inline'
import launcher from './styles/launcher.css?inline'
import panel from './styles/panel.css?inline'
import picker from './styles/picker.css?inline'
import pins from './styles/pins.css?inline'

/** Every sheet, after the z-index of the widget's layers (the `zIndex` option). */
export function widgetCss(zIndex: number): string {
  return [`:host{--ll-z:${zIndex}}`, base, launcher, pins, panel, picker].join('\n')
}
