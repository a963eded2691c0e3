export type WidgetTheme = 'light' | 'dark' | 'auto'
export const THEMES: readonly WidgetTheme[] = ['light', 'dark', 'auto']

/**
 * Sets the host's `data-theme` to the palette to use, light or dark, and keeps it so. 'auto' takes the scheme
 * the page declares (the portal's dark mode sets `color-scheme: dark` on <html>), and for a page that declares
 * none or both, the operating system's preference.
 */
export function watchTheme(host: HTMLElement, view: Window, theme: WidgetTheme): () => void {
  const doc = view.document
  const system = theme === 'auto' && typeof view.matchMedia === 'function'
  const media = system ? view.matchMedia('(prefers-color-scheme: dark)') : null
  const apply = () => {
    const declared = theme === 'auto' ? view.getComputedStyle(doc.documentElement).colorScheme : theme
    const dark = declared === 'dark' || (declared !== 'light' && media?.matches === true)
    host.setAttribute('data-theme', dark ? 'dark' : 'light')
  }
  apply()
  if (theme !== 'auto') return () => {}
  const page = new MutationObserver(apply)
  page.observe(doc.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] })
  media?.addEventListener('change', apply)
  return () => {
    page.disconnect()
    media?.removeEventListener('change', apply)
  }
}
