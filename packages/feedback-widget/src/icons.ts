/** The widget's stroke icons (24×24 paths). */
export const paths = {
  chat: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
  close: 'M6 6l12 12M18 6L6 18',
  minimise: 'M5 12h14',
  back: 'M15 5l-7 7 7 7',
  lock: 'M8 11V8a4 4 0 0 1 8 0v3M6 11h12v9H6z',
}
